// Business constants (durations, sizes, limits), named once so every package uses the same figures.

/** Scene duration when a scene has none, in seconds. */
export const DEFAULT_SCENE_DURATION_S = 60;
/** An image scene with no explicit duration lasts this long, in seconds. */
export const IMAGE_SCENE_DEFAULT_DURATION_S = 3600;
/**
 * An image added to a playlist among other items shows this long, in seconds: the hour above is
 * for a scene made of one image (a screen showing just that picture), not for one slide of many.
 */
export const PLAYLIST_IMAGE_DEFAULT_DURATION_S = 10;
/** Each PDF page of a presentation scene shows this long, in seconds. */
export const PRESENTATION_PAGE_DURATION_S = 10;
/** A new scene item lasts this long, in seconds. */
export const NEW_SCENE_ITEM_LENGTH_S = 30;
/** Reference screen the percent geometry is designed against. */
export const REFERENCE_SCREEN = { width: 1920, height: 1080 } as const;
export const BASE_FONT_SIZE = 24;
export const DEFAULT_ASPECT_RATIO = { width: 16, height: 9 } as const;

/** Default player config: preload before start with 10 s, refresh every 250 ms, no offset. */
export const DEFAULT_PLAYER_CONFIG = {
  preload: { strategy: 'preload-before-start', seconds: 10 },
  refreshIntervalMs: 250,
  timeOffsetMs: 0,
} as const;

/** Pairing codes expire this long after they are issued. */
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
/** A client may try this many wrong pairing codes per minute. */
export const PAIRING_MAX_WRONG_TRIES_PER_MINUTE = 10;

/** Name of the cookie that carries the session token; it never expires on its own. */
export const AUTH_COOKIE = 'screens_token';

export const PLATFORM_TYPES = ['android', 'electron', 'web', 'tizen', 'lg-web-os'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const COLLECTION_NAMES = ['file', 'scene', 'playlist', 'schedule'] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/**
 * One createFiles call creates at most this many records; the console sends bigger selections
 * in batches of this size. (The spec sets no number: large enough for any real drop of files,
 * small enough that one request stays cheap.)
 */
export const MAX_FILES_PER_UPLOAD = 100;
