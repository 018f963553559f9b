import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DataTableFeedError, fetchDataTableFeed, useItemData, type JsonValue } from '@marquee/sdk';
import { useState } from 'react';
import { ColumnList } from './ColumnList';
import { FeedPreview } from './FeedPreview';
import {
  dataKeysOf,
  draftOf,
  feedUrlOf,
  listAt,
  savedDraft,
  withNewColumn,
  type TableDraft,
  type TableDraftSave,
} from './tableDraft';

/**
 * Shown with a feed this browser could not reach: the console (and a web player) fetch the feed
 * from the page, so it must allow cross-origin reads; TVs fetch it natively and need not.
 */
export const CORS_HELP =
  'This browser could not reach the feed. Feeds are fetched by the screen itself, so in a ' +
  'browser (this editor, web players) the feed must allow requests from other sites: its ' +
  'answer needs an Access-Control-Allow-Origin header. TV players are not limited by this.';

const useStyles = makeStyles({
  surface: { width: 'min(880px, 95vw)', maxWidth: '95vw' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '70vh',
    overflowY: 'auto',
  },
  feedRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  quoted: { margin: 0, fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap' },
});

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; feed: JsonValue }
  | { state: 'failed'; error: Error };

interface Props {
  /** The item's body as it is (a new item's defaults). */
  body: Record<string, unknown>;
  onSave: (body: TableDraftSave) => void;
  onCancel: () => void;
}

/**
 * The data table editor: the feed's address and where the rows are in it, Load Data
 * to see the feed (fetched here as a screen would, with the device's own fetch), and the
 * columns. Save writes them into the item; Cancel leaves it as it was.
 */
export function DataTableDialog({ body, onSave, onCancel }: Props) {
  const styles = useStyles();
  const { fetch } = useItemData();
  const [draft, setDraft] = useState<TableDraft>(() => draftOf(body));
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [tried, setTried] = useState(false);
  const address = feedUrlOf(draft.dataFeedUrl);
  const urlProblem = tried && 'problem' in address ? address.problem : undefined;
  const edit = (patch: Partial<TableDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const loadData = async () => {
    setTried(true);
    if (!('url' in address)) return;
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'loaded', feed: await fetchDataTableFeed(fetch, address.url) });
    } catch (error) {
      setLoad({
        state: 'failed',
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  };
  const save = () => {
    setTried(true);
    const saved = savedDraft(draft);
    if (saved) onSave(saved);
  };

  const rows = load.state === 'loaded' ? listAt(load.feed, draft.dataPath) : null;
  const keys = dataKeysOf(rows?.[0]);

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onCancel()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Data table editor</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.feedRow}>
              <Field
                className={styles.grow}
                label="Data feed URL"
                required
                validationMessage={urlProblem}
                hint="A JSON feed; each screen fetches it itself."
              >
                <Input
                  type="url"
                  placeholder="https://example.com/feed.json"
                  value={draft.dataFeedUrl}
                  onChange={(_e, d) => edit({ dataFeedUrl: d.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void loadData();
                  }}
                />
              </Field>
              <Button
                appearance="primary"
                disabledFocusable={load.state === 'loading'}
                icon={load.state === 'loading' ? <Spinner size="tiny" /> : undefined}
                onClick={() => void loadData()}
              >
                {load.state === 'loading' ? 'Loading...' : 'Load Data'}
              </Button>
            </div>
            <Field
              label="JSON path"
              hint="Where the rows are in the feed, e.g. data.items or results.0.rows. Empty: the feed itself is the list."
            >
              <Input
                placeholder="data.items"
                value={draft.dataPath}
                onChange={(_e, d) => edit({ dataPath: d.value })}
              />
            </Field>
            {load.state === 'failed' && <LoadProblem error={load.error} />}
            {load.state === 'loaded' && (
              <>
                <FeedPreview feed={load.feed} path={draft.dataPath} />
                {draft.columns.length === 0 && keys.length > 0 && (
                  <Button
                    onClick={() =>
                      edit({
                        columns: keys.reduce(
                          (list, key) => withNewColumn(list, key),
                          draft.columns,
                        ),
                      })
                    }
                  >
                    Add a column for each key
                  </Button>
                )}
              </>
            )}
            <ColumnList
              columns={draft.columns}
              suggestedKeys={keys}
              onChange={(columns) => edit({ columns })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={save}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The feed's error, the start of an answer that was not JSON, and CORS help. */
function LoadProblem({ error }: { error: Error }) {
  const styles = useStyles();
  const feedError = error instanceof DataTableFeedError ? error : null;
  return (
    <MessageBar intent="error" layout="multiline" data-testid="data-table-load-error">
      <MessageBarBody>
        <div>{error.message}</div>
        {feedError?.responseText && <pre className={styles.quoted}>{feedError.responseText}</pre>}
        {feedError?.unreachable && <div>{CORS_HELP}</div>}
      </MessageBarBody>
    </MessageBar>
  );
}
