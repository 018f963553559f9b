// The promotion banner's rules: the expiry is stored under COUNTDOWN the first
// time a PROMOTION-type promotion is seen; the banner shows while that expiry is in the future,
// on the listed paths only, and ticks every 100 ms.

export const COUNTDOWN_KEY = 'COUNTDOWN';
export const COUNTDOWN_TICK_MS = 100;
const PROMOTION_PATHS = [
  '/devices',
  '/playlists',
  '/files',
  '/scenes',
  '/apps',
  '/schedules',
  '/account',
  '/billing/subscribe',
  '/',
] as const;

export const isPromotionPath = (pathname: string): boolean =>
  (PROMOTION_PATHS as readonly string[]).includes(pathname.replace(/(.)\/$/, '$1'));

/** The stored expiry in ms, storing `validUntil` first if nothing is stored yet. */
export function countdownExpiry(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  promotion: { type: string; validUntil: string } | null | undefined,
): number | null {
  const stored = storage.getItem(COUNTDOWN_KEY);
  if (stored !== null && Number.isFinite(Number(stored))) return Number(stored);
  if (promotion?.type !== 'PROMOTION') return null;
  const expiry = new Date(promotion.validUntil).getTime();
  if (!Number.isFinite(expiry)) return null;
  storage.setItem(COUNTDOWN_KEY, String(expiry));
  return expiry;
}

/** "2d 03:04:05.6" style: days, then hours:minutes:seconds with tenths. */
export function formatCountdown(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const s = Math.floor(tenths / 10);
  const days = Math.floor(s / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}.${tenths % 10}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}
