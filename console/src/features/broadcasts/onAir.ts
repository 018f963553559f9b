import { useNow } from '../live/takenAgo';

/**
 * The server's time now, as near as the console knows it: the browser's clock, but never behind
 * the server's last answer. The server stamps a broadcast started now with its own clock; a
 * browser clock a few seconds behind (or a clock read a few seconds ago) would call a broadcast
 * that is on air "set for later" and offer to cancel it.
 */
export function serverNow(browserNow: number, serverTime?: string | null): number {
  const heard = serverTime ? Date.parse(serverTime) : NaN;
  return Number.isFinite(heard) ? Math.max(browserNow, heard) : browserNow;
}

/** serverNow, moving on every `everyMs` and with each answer of the server. */
export function useServerNow(serverTime: string | null | undefined, everyMs = 5_000): number {
  return serverNow(useNow(everyMs).getTime(), serverTime);
}

/** A broadcast is on air from its start until its end (the list holds none cleared). */
export const isOnAir = (b: { startsAt: string; endsAt?: string | null }, now: number) =>
  Date.parse(b.startsAt) <= now && (!b.endsAt || Date.parse(b.endsAt) > now);
