import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertUrgentRegular, DismissRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import {
  ActiveBroadcastsDocument,
  ClearBroadcastDocument,
  StartBroadcastDocument,
  type BroadcastItemFragment,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { SectionNav } from '../../kit/SectionNav';
import { useCan } from '../../shared/session/session';
import { FLEET_LINKS } from '../devices/devicePaths';
import { acknowledgedText, endText, reachText, startQuestion } from './broadcastText';
import { StartBroadcastDialog } from './StartBroadcastDialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

/** Acknowledgements arrive as screens show it; the page asks again this often. */
const POLL_MS = 2_000;

/** /broadcast: start an emergency broadcast, follow which screens show it, clear it. */
export function BroadcastPage() {
  const styles = useStyles();
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const { data, error, loading, refetch } = useQuery(ActiveBroadcastsDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [start] = useMutation(StartBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  const [clear] = useMutation(ClearBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  const [choosing, setChoosing] = useState(false);
  const confirm = useConfirm();
  const broadcasts = data?.activeBroadcasts;

  const columns: TableColumn<BroadcastItemFragment>[] = [
    { label: 'Content', role: 'title', cell: (b) => b.content.name ?? 'Deleted content' },
    { label: 'Screens', cell: reachText },
    {
      label: 'Showing it',
      cell: (b) => <span data-testid="broadcast-acknowledged">{acknowledgedText(b)}</span>,
    },
    { label: 'Ends', cell: endText },
  ];
  if (canPublish)
    columns.push({
      label: 'Actions',
      role: 'actions',
      cell: (b) => (
        <Button
          icon={<DismissRegular />}
          data-testid="broadcast-clear"
          aria-label={`Clear the broadcast of ${b.content.name ?? 'deleted content'}`}
          onClick={() =>
            confirm.ask({
              question: 'Clear the broadcast?',
              detail: 'Each screen returns to its own content.',
              confirmLabel: 'Clear',
              onConfirm: () =>
                void clear({ variables: { id: b._id } }).then(
                  () => notify('The broadcast is cleared'),
                  (e: unknown) => notify(errorMessage(e), 'error'),
                ),
            })
          }
        >
          Clear
        </Button>
      ),
    });

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">Emergency broadcast</Title2>
        {canPublish && (
          <Button
            appearance="primary"
            icon={<AlertUrgentRegular />}
            data-testid="broadcast-start"
            onClick={() => setChoosing(true)}
          >
            Start a broadcast
          </Button>
        )}
      </div>
      <SectionNav label="Fleet" links={FLEET_LINKS} />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            Could not load the broadcasts: {errorMessage(error)}{' '}
            <Button size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {loading && !broadcasts && <Spinner label="Loading broadcasts..." />}
      {broadcasts && broadcasts.length === 0 && (
        <Body1 as="p">
          No broadcast is on. A broadcast takes over screens at once, above their own content and
          every schedule, until it ends or is cleared.
        </Body1>
      )}
      {broadcasts && broadcasts.length > 0 && (
        <ResponsiveTable
          aria-label="Active broadcasts"
          items={broadcasts}
          columns={columns}
          keyOf={(b) => b._id}
          rowProps={() => ({ 'data-testid': 'broadcast-row' })}
          minTableWidth={640}
        />
      )}
      {choosing && (
        <StartBroadcastDialog
          onClose={() => setChoosing(false)}
          onReady={(input, name) => {
            setChoosing(false);
            confirm.ask({
              question: startQuestion(input.groupIds?.length ?? 0),
              detail: `${name} replaces what they play until the broadcast ends or is cleared.`,
              confirmLabel: 'Start broadcast',
              onConfirm: () =>
                void start({ variables: { input } }).then(
                  () => notify(`Broadcasting ${name}`),
                  (e: unknown) => notify(errorMessage(e), 'error'),
                ),
            });
          }}
        />
      )}
      {confirm.dialog}
    </section>
  );
}
