import type { RateLimit } from '../../rate-limits.js';

/** Links one account may keep at once; a link is revoked to make room. */
export const MAX_LIVE_LINKS_PER_ACCOUNT = 100;

/** A group's screens shown on its live page, by name; a bigger group shows its first ones. */
export const MAX_LIVE_SCREENS = 60;

/** How often the live page asks again, and how old a picture may be before a new one is asked. */
export const LIVE_REFRESH_SECONDS = 10;
export const LIVE_PICTURE_MAX_AGE_MS = 30_000;

/**
 * The public endpoints, per address: a page refreshing every 10 s asks 6 times a minute, so a
 * room of viewers behind one address fits; a group page asks once per screen for pictures.
 */
export const LIVE_PAGE_PER_ADDRESS: RateLimit = {
  name: 'live-page-address',
  limit: 120,
  windowMs: 60_000,
};
export const LIVE_PICTURES_PER_ADDRESS: RateLimit = {
  name: 'live-picture-address',
  limit: 1_200,
  windowMs: 60_000,
};

/**
 * Pictures viewers' pages ask a screen for: one at a time, at most one per 30 s, however many
 * people watch it, so a shared link cannot keep a screen busy.
 */
export const LIVE_SCREENSHOTS_PER_SCREEN: RateLimit = {
  name: 'live-screenshot-screen',
  limit: 1,
  windowMs: LIVE_PICTURE_MAX_AGE_MS,
};
