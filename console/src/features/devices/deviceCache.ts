import type { ApolloCache } from '@apollo/client';
import { DevicesDocument, type DeviceListItemFragment } from '../../graphql/generated';

/**
 * A device that changed is normalised into the cache by its _id, which updates its row. A device
 * the list has not seen yet (paired elsewhere) is appended so it shows up without a reload.
 */
export const addDeviceToList = (cache: ApolloCache, device: DeviceListItemFragment): void => {
  cache.updateQuery({ query: DevicesDocument }, (current) => {
    if (!current || current.devices.some((listed) => listed._id === device._id)) return undefined;
    return { devices: [...current.devices, device] };
  });
};
