import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-components';
import { AlertUrgentRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import {
  ActiveBroadcastsDocument,
  ClearBroadcastDocument,
  type BroadcastItemFragment,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { ListPage } from '../../kit/ListPage';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { SectionNav } from '../../kit/SectionNav';
import { useFocusReturn } from '../../kit/useFocusReturn';
import { useCan } from '../../shared/session/session';
import { FLEET_LINKS } from '../devices/devicePaths';
import { BroadcastScreensDialog, ShowingItLink } from './BroadcastScreensDialog';
import { endText, reachText, startText } from './broadcastText';
import { ClearBroadcastButton } from './ClearBroadcastButton';
import { useServerNow } from './onAir';
import { StartBroadcastDialog } from './StartBroadcastDialog';
import { useStartBroadcast } from './useStartBroadcast';

/** Acknowledgements arrive as screens show it; the page asks again this often. */
const POLL_MS = 2_000;

/** /broadcast: start an emergency broadcast, follow which screens show it, clear it. */
export function BroadcastPage() {
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const { data, error, loading, refetch } = useQuery(ActiveBroadcastsDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [clear] = useMutation(ClearBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  const [choosing, setChoosing] = useState(false);
  const [listed, setListed] = useState<BroadcastItemFragment | null>(null);
  const confirm = useConfirm();
  const askAndStart = useStartBroadcast(confirm.ask, () => setChoosing(false));
  // From Start a broadcast through the dialog and its question, focus comes back to the button.
  const rememberOpener = useFocusReturn(choosing || confirm.open);
  const rememberListOpener = useFocusReturn(listed !== null);
  const broadcasts = data?.activeBroadcasts;
  // On air or set for later by the server's clock: see serverNow.
  const now = useServerNow(data?.serverTime);

  const columns: TableColumn<BroadcastItemFragment>[] = [
    { label: 'Content', role: 'title', cell: (b) => b.content.name ?? 'Deleted content' },
    { label: 'Screens', cell: reachText },
    { label: 'On air', cell: (b) => startText(b, now) },
    {
      label: 'Showing it',
      // The count opens the list of screens: which show it, which not yet and why.
      cell: (b) => (
        <ShowingItLink
          broadcast={b}
          now={now}
          onOpen={() => {
            rememberListOpener();
            setListed(b);
          }}
        />
      ),
    },
    { label: 'Ends', cell: endText },
  ];
  if (canPublish)
    columns.push({
      label: 'Actions',
      role: 'actions',
      cell: (b) => (
        <ClearBroadcastButton
          broadcast={b}
          now={now}
          ask={confirm.ask}
          clear={(id) => clear({ variables: { id } })}
        />
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
      empty="No broadcast is on or set. A broadcast takes over screens, now or at a time you set, above their own content and every schedule, until it ends or is cleared."
      overlays={
        <>
          {choosing && (
            <StartBroadcastDialog
              onClose={() => setChoosing(false)}
              // Asked once more, then started; the form stays open (and filled in) until the
              // broadcast is on, so a refusal shows in it and a second try starts from it.
              onStart={askAndStart}
            />
          )}
          {listed && (
            <BroadcastScreensDialog
              broadcastId={listed._id}
              contentName={listed.content.name ?? 'deleted content'}
              onClose={() => setListed(null)}
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
