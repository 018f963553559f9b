import type { DeviceRow } from './repo.js';

// A device is online while it holds an open graphql-ws connection authenticated with its token
// and was heard from within this window (the window covers connections of a crashed process).
export const ONLINE_WINDOW_MS = 60_000;

/** Online: an open connection, heard from within the online window. */
export function isOnline(device: DeviceRow, now: Date): boolean {
  if (device.openConnections <= 0 || !device.lastSeenAt) return false;
  return now.getTime() - new Date(device.lastSeenAt).getTime() < ONLINE_WINDOW_MS;
}
