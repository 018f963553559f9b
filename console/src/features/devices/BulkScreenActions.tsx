import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Button,
  Field,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Select,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import {
  BulkActionChangedDocument,
  BulkActionProgressDocument,
  BulkMoveSpacesDocument,
  StartBulkActionDocument,
  type BulkActionFieldsFragment,
  type BulkActionFilter,
  type BulkActionKind,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { notify } from '../../kit/notices';
import { BULK_KIND_TEXT, BULK_KINDS, bulkProgressText, bulkQuestion } from './bulkActionText';

/** How often a running action's progress is read once its subscription has dropped. */
const POLL_MS = 1_000;

const useStyles = makeStyles({
  // The progress line takes a row of the bar of its own, under the buttons.
  progress: { flexBasis: '100%' },
});

/** The chosen screens: by id, or every screen matching the list's filter. */
export type BulkTarget = { deviceIds: readonly string[] } | { filter: BulkActionFilter };

/** Says how a bulk action ended, once; `onFinished` after one that took screens off the list. */
function useNoticeWhenFinished(
  action: ReturnType<typeof useBulkProgress>['action'],
  onFinished: (() => void) | undefined,
) {
  const finished = action?.state === 'finished' ? action : null;
  useEffect(() => {
    if (!finished) return;
    notify(bulkProgressText(finished), finished.failed > 0 ? 'warning' : 'success');
    if (finished.kind === 'delete' || finished.kind === 'moveToSpace') onFinished?.();
    // Once per finished action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished?._id]);
}

/**
 * Reboot, reload, display on/off, move to space and delete on the chosen screens, as one server
 * job each. Disruptive ones ask first, naming the screen or how many; the progress line follows the job.
 */
export function BulkScreenActions({
  count,
  soleName,
  target,
  canConfigure,
  canDelete,
  onFinished,
}: {
  count: number;
  /** The name of the one screen chosen, when one is: its question names it. */
  soleName?: string;
  target: BulkTarget;
  canConfigure: boolean;
  canDelete: boolean;
  /** After an action that removed screens from the list (moved or deleted). */
  onFinished?: () => void;
}) {
  const styles = useStyles();
  const { ask, dialog } = useConfirm();
  const [start] = useMutation(StartBulkActionDocument);
  const [startError, setStartError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [spaceId, setSpaceId] = useState('');
  const { action, follow } = useBulkProgress();
  useNoticeWhenFinished(action, onFinished);
  const spaces = useQuery(BulkMoveSpacesDocument, { skip: !moving });

  const none = count === 0;
  const allowed = (kind: BulkActionKind) => (kind === 'delete' ? canDelete : canConfigure);
  const kinds = BULK_KINDS.filter(allowed);
  if (kinds.length === 0) return null;

  const run = async (kind: BulkActionKind, toSpace?: string) => {
    setStartError(null);
    const chosen =
      'deviceIds' in target ? { deviceIds: [...target.deviceIds] } : { filter: target.filter };
    const input = { kind, ...chosen, ...(toSpace ? { spaceId: toSpace } : {}) };
    const result = await start({ variables: { input } });
    const started = result.data?.startBulkAction;
    if (started) follow(started);
  };
  const startSafely = (kind: BulkActionKind) =>
    run(kind).catch((e: unknown) => setStartError(errorMessage(e)));
  const choose = (kind: BulkActionKind) => {
    if (none) return;
    if (kind === 'moveToSpace') {
      setSpaceId('');
      setMoving(true);
      return;
    }
    const question = bulkQuestion(kind, count, soleName);
    if (question) ask({ ...question, onConfirm: () => void startSafely(kind) });
    else void startSafely(kind);
  };

  const running = action?.state === 'running';
  const line = startError ?? (action ? bulkProgressText(action) : null);
  const intent = startError
    ? 'error'
    : running
      ? 'info'
      : action && action.failed > 0
        ? 'warning'
        : 'success';
  return (
    <>
      <Menu open={menuOpen && !none} onOpenChange={(_e, d) => setMenuOpen(d.open)}>
        <MenuTrigger disableButtonEnhancement>
          <Button
            data-testid="bulk-screen-actions"
            icon={<MoreHorizontalRegular />}
            disabledFocusable={none}
          >
            Screen actions
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {kinds.map((kind) => (
              <MenuItem key={kind} data-testid={`bulk-${kind}`} onClick={() => choose(kind)}>
                {BULK_KIND_TEXT[kind].label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {line && (
        <MessageBar intent={intent} className={styles.progress} data-testid="bulk-progress">
          <MessageBarBody role="status">{line}</MessageBarBody>
        </MessageBar>
      )}
      {dialog}
      <FormDialog
        open={moving}
        title={`Move ${count === 1 ? '1 screen' : `${count} screens`} to a space`}
        submitLabel="Move"
        submitDisabled={spaceId === ''}
        error={spaces.error ? errorMessage(spaces.error) : null}
        onClose={() => setMoving(false)}
        onSubmit={async () => {
          await run('moveToSpace', spaceId);
          setMoving(false);
        }}
      >
        <Field
          label="Space"
          // A space keeps its content to itself: what a moved screen played (its own publish,
          // its groups') stays behind, and the screen shows nothing until it gets the new
          // space's content. Said before the move, not found out on the screen.
          hint="Content stays in its space: a moved screen stops playing what it plays now and shows nothing until content of its new space is published to it."
        >
          <Select value={spaceId} onChange={(_e, d) => setSpaceId(d.value)}>
            <option value="">Choose a space</option>
            {spaces.data?.spaces.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
      </FormDialog>
    </>
  );
}

/**
 * The progress of the action started last: pushed by the server after every batch; read every
 * second only if the subscription drops (an error, or an end before the action finished).
 */
function useBulkProgress() {
  const [action, setAction] = useState<BulkActionFieldsFragment | null>(null);
  const [dropped, setDropped] = useState(false);
  const id = action?._id ?? '';
  const running = action?.state === 'running';
  useSubscription(BulkActionChangedDocument, {
    variables: { id },
    skip: !running || dropped,
    onData: ({ data }) => {
      const next = data.data?.bulkActionChanged;
      if (next?._id === id) setAction(next);
    },
    onError: () => setDropped(true),
    onComplete: () => setDropped(true),
  });
  const client = useApolloClient();
  const polling = running && dropped;
  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    const timer = setInterval(() => {
      client
        .query({
          query: BulkActionProgressDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          const read = data?.bulkAction;
          if (!stopped && read?._id === id) setAction(read);
        })
        // A failed read is tried again on the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [polling, client, id]);
  return {
    action,
    follow: (started: BulkActionFieldsFragment) => {
      setDropped(false);
      setAction(started);
    },
  };
}
