import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../app/errorMessage';
import {
  PublishToDeviceDocument,
  PublishablePlaylistsDocument,
  type DeviceListItemFragment,
} from '../../graphql/generated';
import { PublishDialog } from './PublishDialog';

/** Loads the playlists and publishes one; the returned Device updates its row through the cache. */
export function PublishDialogContainer({
  device,
  onClose,
  onPublished,
}: {
  device: DeviceListItemFragment | null;
  onClose: () => void;
  onPublished: (device: DeviceListItemFragment) => void;
}) {
  const playlists = useQuery(PublishablePlaylistsDocument, {
    skip: device === null,
    fetchPolicy: 'cache-and-network',
  });
  const [publishToDevice] = useMutation(PublishToDeviceDocument);

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
    <PublishDialog
      key={device._id}
      open
      deviceName={device.name}
      playlists={playlists.data?.playlists}
      loadError={playlists.error ? errorMessage(playlists.error) : null}
      onClose={onClose}
      onPublish={publish}
    />
  );
}
