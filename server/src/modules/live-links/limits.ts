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
 * The public endpoints, per link, whatever the addresses: many addresses cannot make one link's
 * pages cost more than an audience would. A viewer's page asks every LIVE_REFRESH_SECONDS (6 a
 * minute), so 300 pages a minute is 50 viewers watching at once, far more than a lobby dashboard
 * or a team's shared view has. A page's pictures are asked for when they change, at most once per
 * LIVE_PICTURE_MAX_AGE_MS for each of its (at most MAX_LIVE_SCREENS) screens: 2 × 60 = 120 a
 * minute per viewer of a full group, and one of each at opening, so 3,000 a minute is 25 viewers
 * of a full group, or many more of a smaller one.
 */
export const LIVE_PAGE_PER_LINK: RateLimit = {
  name: 'live-page-link',
  limit: 300,
  windowMs: 60_000,
};
export const LIVE_PICTURES_PER_LINK: RateLimit = {
  name: 'live-picture-link',
  limit: 3_000,
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
