import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-components';
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
import { ListPage } from '../../kit/ListPage';
import { notify } from '../../kit/notices';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { SectionNav } from '../../kit/SectionNav';
import { useFocusReturn } from '../../kit/useFocusReturn';
import { useCan } from '../../shared/session/session';
import { FLEET_LINKS } from '../devices/devicePaths';
import { acknowledgedText, endText, reachText, startQuestion } from './broadcastText';
import { StartBroadcastDialog } from './StartBroadcastDialog';

/** Acknowledgements arrive as screens show it; the page asks again this often. */
const POLL_MS = 2_000;

/** /broadcast: start an emergency broadcast, follow which screens show it, clear it. */
export function BroadcastPage() {
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const { data, error, loading, refetch } = useQuery(ActiveBroadcastsDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [start] = useMutation(StartBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  const [clear] = useMutation(ClearBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  const [choosing, setChoosing] = useState(false);
  const confirm = useConfirm();
  // From Start a broadcast through the dialog and its question, focus comes back to the button.
  const rememberOpener = useFocusReturn(choosing || confirm.open);
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
    <ListPage
      title="Emergency broadcast"
      action={
        canPublish && (
          <Button
            appearance="primary"
            icon={<AlertUrgentRegular />}
            data-testid="broadcast-start"
            onClick={() => {
              rememberOpener();
              setChoosing(true);
            }}
          >
            Start a broadcast
          </Button>
        )
      }
      nav={<SectionNav label="Fleet" links={FLEET_LINKS} />}
      noun="broadcasts"
      items={broadcasts}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty="No broadcast is on. A broadcast takes over screens at once, above their own content and every schedule, until it ends or is cleared."
      overlays={
        <>
          {choosing && (
            <StartBroadcastDialog
              onClose={() => setChoosing(false)}
              // Asked once more, then started; the form stays open (and filled in) until the
              // broadcast is on, so a refusal shows in it and a second try starts from it.
              onStart={(input, name) =>
                new Promise<void>((resolve, reject) =>
                  confirm.ask({
                    question: startQuestion(input.groupIds?.length ?? 0),
                    detail: `${name} replaces what they play until the broadcast ends or is cleared.`,
                    confirmLabel: 'Start broadcast',
                    onCancel: resolve,
                    onConfirm: () =>
                      void start({ variables: { input } }).then(() => {
                        setChoosing(false);
                        notify(`Broadcasting ${name}`);
                        resolve();
                      }, reject),
                  }),
                )
              }
            />
          )}
          {confirm.dialog}
        </>
      }
    >
      {(items) => (
        <ResponsiveTable
          aria-label="Active broadcasts"
          items={items}
          columns={columns}
          keyOf={(b) => b._id}
          rowProps={() => ({ 'data-testid': 'broadcast-row' })}
          minTableWidth={640}
        />
      )}
    </ListPage>
  );
}
