import { useMutation, useSubscription } from '@apollo/client/react';
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
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { SectionNav } from '../../kit/SectionNav';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { useCan } from '../../shared/session/session';
import { notify } from '../../kit/notices';
import {
  DeviceRowChangedDocument,
  PairDeviceDocument,
  type DeviceCommandSupportFragment,
  type DeviceListItemFragment,
  type DevicePageQuery,
} from '../../graphql/generated';
import { publishedNotice } from './deviceCommands';
import { DeviceListControls } from './DeviceListControls';
import { DEVICE_PAGE_SIZE, narrowed, pageLabel } from './deviceListControls';
import { DeviceTable } from './DeviceTable';
import { PairScreen } from './PairScreen';
import { PlayerAddress } from './PlayerAddress';
import type { PairInput } from './PairScreenDialog';
import { PUBLISH_PLAYLIST_PARAM } from './publishChoice';
import { PublishDialogContainer } from './PublishDialogContainer';
import { useFocusReturn } from '../../kit/useFocusReturn';
import { useDeviceList } from './useDeviceList';
import { AddToGroupDialog } from './AddToGroupDialog';
import { BulkActionsBar } from './BulkActionsBar';
import { bulkFilterOf } from './bulkActionText';
import { BulkScreenActions } from './BulkScreenActions';
import { FLEET_LINKS } from './devicePaths';
import { screenCountText } from './fleetText';
import { PublishToManyDialog } from './PublishToManyDialog';
import { useScreenSelection } from './useScreenSelection';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    '& > p': { margin: 0 },
  },
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
});

export const NO_SCREENS_TEXT =
  'There are no screens yet. Open the player on a screen, then pair it here with the code it shows.';
export const CHOOSE_SCREEN_TEXT = 'Choose the screen to publish to: press Publish in its row.';

/** Screens (/ and /devices): the account's devices, live, with pairing and publishing. */
export function ScreensPage() {
  const styles = useStyles();
  const canPair = useCan(PERMISSIONS.device.register);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const canConfigure = useCan(PERMISSIONS.device.configure);
  const canDelete = useCan(PERMISSIONS.device.delete);
  const controls = useDeviceList();
  const { data, error, loading, refetch } = controls.list;
  const [pairDevice] = useMutation(PairDeviceDocument);
  const rowPublish = useRowPublish();
  const comingFromPlaylist = rowPublish.comingFromPlaylist;
  const page = data?.devicePage;
  const selection = useScreenSelection(controls.list.variables);
  const [bulk, setBulk] = useState<'group' | 'publish' | null>(null);
  const rememberBulkOpener = useFocusReturn(bulk !== null);
  const openBulk = (action: 'group' | 'publish') => {
    rememberBulkOpener();
    setBulk(action);
  };

  useRefetchOnDeviceChange(controls);

  const pair = async ({ pairingCode, name }: PairInput) => {
    // The list is filtered, sorted and paged by the server: ask it where the new screen goes.
    const result = await pairDevice({ variables: { pairingCode, name } });
    await refetch();
    notify(`Screen "${result.data?.pairDevice.name ?? name}" is paired`);
  };

  const devices = page?.items;
  const filtered =
    controls.search.trim() !== '' || controls.status !== 'all' || narrowed(controls.filters);
  const bulkAllowed = canPublish || canConfigure || canDelete;

  return (
    <section>
      <div className={styles.header}>
        <Title2 as="h1">Screens</Title2>
        {canPair && <PairScreen onPair={pair} />}
      </div>
      <SectionNav label="Fleet" links={FLEET_LINKS} />
      {error && <ScreensLoadError error={error} onRetry={() => void refetch()} />}
      <DeviceListControls
        search={controls.search}
        onSearch={controls.setSearch}
        status={controls.status}
        onStatus={controls.setStatus}
        filters={controls.filters}
        onFilters={controls.setFilters}
        sort={controls.sort}
        onSort={controls.setSort}
      />
      {loading && !devices && <Spinner label="Loading screens..." />}
      {comingFromPlaylist && devices && devices.length > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>{CHOOSE_SCREEN_TEXT}</MessageBarBody>
        </MessageBar>
      )}
      {devices && devices.length === 0 && filtered && <Body1 as="p">No screens match.</Body1>}
      {devices && devices.length === 0 && !filtered && (
        <div className={styles.empty} data-testid="no-screens">
          <Body1 as="p">{NO_SCREENS_TEXT}</Body1>
          <PlayerAddress />
        </div>
      )}
      {devices && devices.length > 0 && bulkAllowed && page && (
        <ScreensBulkBar
          devices={devices}
          totalCount={page.totalCount}
          selection={selection}
          canConfigure={canConfigure}
          canDelete={canDelete}
          onAddToGroup={canConfigure ? () => openBulk('group') : undefined}
          onPublish={canPublish ? () => openBulk('publish') : undefined}
          onFinished={() => {
            selection.clear();
            void refetch();
          }}
        />
      )}
      {devices && devices.length > 0 && (
        <DeviceTable
          devices={devices}
          onPublish={canPublish ? rowPublish.open : undefined}
          selection={
            bulkAllowed ? { selected: selection.selected, onToggle: selection.toggle } : undefined
          }
        />
      )}
      <BulkScreenDialogs
        open={bulk}
        selection={selection}
        onClose={() => setBulk(null)}
        onPublished={() => void refetch()}
      />
      {page && page.totalCount > DEVICE_PAGE_SIZE && (
        <DevicePager page={page} onOffset={controls.setOffset} />
      )}
      {canPublish && (
        <PublishDialogContainer
          device={rowPublish.target}
          onClose={rowPublish.close}
          preferredPlaylistId={comingFromPlaylist}
          onPublished={(device) => {
            notify(publishedNotice(device.publishedContent?.name, device.name));
            // Done with the playlist the operator came with: later publishes start from the newest.
            rowPublish.forgetPlaylist();
          }}
        />
      )}
    </section>
  );
}

/**
 * The screen whose row's Publish was pressed, and the playlist a playlist's "publish to screens"
 * action sent the operator with (the Publish dialog starts with it chosen).
 */
function useRowPublish() {
  const [target, setTarget] = useState<DeviceListItemFragment | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const rememberOpener = useFocusReturn(target !== null);
  return {
    target,
    comingFromPlaylist: searchParams.get(PUBLISH_PLAYLIST_PARAM),
    open: (device: DeviceListItemFragment) => {
      rememberOpener();
      setTarget(device);
    },
    close: () => setTarget(null),
    forgetPlaylist: () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PUBLISH_PLAYLIST_PARAM);
          return next;
        },
        { replace: true },
      ),
  };
}

/**
 * A changed device updates its row through the cache (normalised by _id); a device this page
 * does not show yet (paired elsewhere), or one whose status moves it in or out of the filter,
 * needs the server's filter and order again.
 */
function useRefetchOnDeviceChange(controls: ReturnType<typeof useDeviceList>) {
  const { data, refetch } = controls.list;
  useSubscription(DeviceRowChangedDocument, {
    onData: ({ data: event }) => {
      const changed = event.data?.deviceChanged;
      if (!changed) return;
      const listed = data?.devicePage.items.some((d) => d._id === changed._id);
      if (!listed || controls.status !== 'all' || controls.sort.field === 'onlineStatus')
        void refetch();
    },
  });
}

/** Previous and Next through the server's pages, with where this page is in the whole list. */
function DevicePager({
  page,
  onOffset,
}: {
  page: DevicePageQuery['devicePage'];
  onOffset: (offset: number) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.pager}>
      <Button
        disabledFocusable={page.offset === 0}
        onClick={() => onOffset(Math.max(0, page.offset - DEVICE_PAGE_SIZE))}
      >
        Previous
      </Button>
      <Body1 data-testid="device-page-label">
        {pageLabel(page.offset, page.items.length, page.totalCount)}
      </Body1>
      <Button
        disabledFocusable={page.offset + page.items.length >= page.totalCount}
        onClick={() => onOffset(page.offset + DEVICE_PAGE_SIZE)}
      >
        Next
      </Button>
    </div>
  );
}

/** The load failed: what went wrong, and a way to ask again. */
function ScreensLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        Could not load screens: {errorMessage(error)}{' '}
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      </MessageBarBody>
    </MessageBar>
  );
}

type ScreenSelection = ReturnType<typeof useScreenSelection>;

/** The selection bar over the table: select this page or every match, and act on the chosen screens. */
function ScreensBulkBar({
  devices,
  totalCount,
  selection,
  canConfigure,
  canDelete,
  onAddToGroup,
  onPublish,
  onFinished,
}: {
  /** The listed screens, with what each can do: choosing them keeps it for the actions. */
  devices: (DeviceListItemFragment & DeviceCommandSupportFragment)[];
  totalCount: number;
  selection: ScreenSelection;
  canConfigure: boolean;
  canDelete: boolean;
  onAddToGroup: (() => void) | undefined;
  onPublish: (() => void) | undefined;
  onFinished: () => void;
}) {
  const onPage = devices.filter((d) => selection.selected.has(d._id)).length;
  return (
    <BulkActionsBar
      pageState={onPage === 0 ? false : onPage === devices.length ? true : 'mixed'}
      onSelectPage={(on) => selection.selectPage(devices, on)}
      selectedCount={selection.selected.size}
      allMatching={selection.allMatching}
      totalCount={totalCount}
      selectingAll={selection.selectingAll}
      onSelectAllMatching={() => void selection.selectAllMatching()}
      onClear={selection.clear}
      onAddToGroup={onAddToGroup}
      onPublish={onPublish}
    >
      <BulkScreenActions
        count={selection.selected.size}
        soleName={
          selection.selected.size === 1
            ? devices.find((d) => selection.selected.has(d._id))?.name
            : undefined
        }
        target={
          selection.allMatching
            ? { filter: bulkFilterOf(selection.filter) }
            : { deviceIds: [...selection.selected] }
        }
        capabilities={selection.capabilities}
        canConfigure={canConfigure}
        canDelete={canDelete}
        onFinished={onFinished}
      />
    </BulkActionsBar>
  );
}

/** The dialog a bulk action opened: add the chosen screens to a group, or publish to them. */
function BulkScreenDialogs({
  open,
  selection,
  onClose,
  onPublished,
}: {
  open: 'group' | 'publish' | null;
  selection: ScreenSelection;
  onClose: () => void;
  onPublished: () => void;
}) {
  if (open === 'group')
    return (
      <AddToGroupDialog
        deviceIds={[...selection.selected]}
        onClose={onClose}
        onAdded={(groupName) => {
          notify(`Added ${screenCountText(selection.selected.size)} to ${groupName}`);
          selection.clear();
        }}
      />
    );
  if (open === 'publish')
    return (
      <PublishToManyDialog
        screens={selection.screens}
        onClose={onClose}
        onPublished={(notice) => {
          notify(notice);
          selection.clear();
          onPublished();
        }}
      />
    );
  return null;
}
