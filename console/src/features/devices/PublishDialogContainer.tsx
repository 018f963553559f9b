import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import {
  PublishToDeviceDocument,
  PublishablePlaylistsDocument,
  type DeviceListItemFragment,
} from '../../graphql/generated';

// The dialog's code (Fluent's dialog, select and radio) loads when it first opens; the playlists
// it offers are asked for with the page, below.
const PublishDialog = lazy(async () => ({
  default: (await import('./PublishDialog')).PublishDialog,
}));

/** Loads the playlists and publishes one; the returned Device updates its row through the cache. */
export function PublishDialogContainer({
  device,
  preferredPlaylistId,
  onClose,
  onPublished,
}: {
  device: DeviceListItemFragment | null;
  /** See PublishDialog: the playlist to start with, else the newest. */
  preferredPlaylistId?: string | null;
  onClose: () => void;
  onPublished: (device: DeviceListItemFragment) => void;
}) {
  // Loaded with the page, not when the dialog opens: the dialog then opens with its choice
  // ready (and focused) instead of a spinner. Each visit to the page asks the server again.
  const playlists = useQuery(PublishablePlaylistsDocument, { fetchPolicy: 'cache-and-network' });
  const [publishToDevice] = useMutation(PublishToDeviceDocument, {
    refetchQueries: ['FleetTimeline'],
  });

  if (!device) return null;

  const publish = async (playlistId: string) => {
    const result = await publishToDevice({
      variables: {
        deviceId: device._id,
        content: { collectionName: 'playlist', entityId: playlistId },
      },
    });
    onPublished(result.data?.publishToDevice ?? device);
    onClose();
  };

  return (
    <Suspense fallback={null}>
      <PublishDialog
        key={device._id}
        open
        deviceName={device.name}
        playlists={playlists.data?.playlists}
        loadError={
          playlists.error ? `Could not load the playlists. ${errorMessage(playlists.error)}` : null
        }
        preferredPlaylistId={preferredPlaylistId}
        onClose={onClose}
        onPublish={publish}
      />
    </Suspense>
  );
}
