import type { DeviceRow } from '../repo.js';

// The timing rules of presence, in a file of their own so that lists, sweeps and e-mails can
// share them without importing the code that tracks connections.

// A device is online while it holds an open graphql-ws connection authenticated with its token
// and was heard from within this window (the window covers connections of a crashed process).
export const ONLINE_WINDOW_MS = 60_000;
// The player sends nothing on its socket once subscribed; the server pings every socket this often
// and the client's WebSocket answers by itself. Three pings per window: one lost pong (and the
// flush below) still leaves the screen online.
export const SERVER_PING_MS = 20_000;
// Pongs and messages arrive every few seconds; heartbeats are collected in memory and written
// for all devices in one statement this often, so 10,000 screens cost one UPDATE, not 10,000.
export const HEARTBEAT_FLUSH_MS = 10_000;
/** How often the server looks for devices that fell silent. */
export const PRESENCE_SWEEP_MS = 15_000;

export function isOnline(device: Pick<DeviceRow, 'openConnections' | 'lastSeenAt'>, now: Date) {
  if (device.openConnections <= 0 || !device.lastSeenAt) return false;
  return now.getTime() - new Date(device.lastSeenAt).getTime() < ONLINE_WINDOW_MS;
}

/**
 * Whether the device cannot have what it was given at `givenAt`: it is offline now, and was not
 * heard from within the online window before then, nor at any time since. It held no connection
 * to be told on, and has not connected to ask (a connection opening stamps it as heard from).
 */
export function missedSince(
  device: Pick<DeviceRow, 'openConnections' | 'lastSeenAt'>,
  givenAt: string,
  now: Date,
): boolean {
  if (isOnline(device, now)) return false;
  if (!device.lastSeenAt) return true;
  return new Date(device.lastSeenAt).getTime() + ONLINE_WINDOW_MS <= new Date(givenAt).getTime();
}
