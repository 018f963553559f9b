import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const YOUTUBE_WIDGET_TYPE = 'youtube';

/** The IFrame Player API, loaded from the video provider. */
export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

/** The player is brought back to scene time when it drifts more than 4 s. */
export const YOUTUBE_DRIFT_THRESHOLD_S = 4;
/**
 * When it starts playing, the video is put within a second of scene time (the video item's seek
 * tolerance); after that only a drift past the threshold is corrected, since
 * every seek of a stream makes it buffer again.
 */
export const YOUTUBE_START_TOLERANCE_S = 1;
/** How often a playing player's time is compared with scene time. */
export const YOUTUBE_DRIFT_CHECK_MS = 1000;
/** An item whose video length is not known yet lasts 30 s. */
export const YOUTUBE_DEFAULT_END_S = 30;
/**
 * A player that is not ready by then (no network for the provider's script, a blocked video)
 * stops holding the playlist: the item shows its placeholder instead.
 */
export const YOUTUBE_READY_TIMEOUT_MS = 10_000;

export const youtubeBodySchema = lazySchema(() =>
  z.looseObject({
    videoId: z.string().default(''),
    /** Seconds, as the player reported it; the editor sets the item's end from it. */
    duration: z.number().positive().optional(),
  }),
);
export type YouTubeBody = z.infer<typeof youtubeBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readYouTubeBody(body: unknown): YouTubeBody {
  const parsed = youtubeBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : youtubeBodySchema.parse({});
}

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** Paths whose next segment is the video id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/;

/**
 * The video id of a YouTube address: a watch page (youtube.com/watch?v=ID), a short link
 * (youtu.be/ID), an embed, shorts or live address; null for any other address. Used by the
 * web-page item, whose YouTube addresses play in the video player instead.
 */
export function youTubeIdFromUrl(input: string): string | null {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : ID_PATH.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The YouTube field takes a full address or a bare video id; null: neither. */
export function parseYouTubeId(input: string): string | null {
  const text = input.trim();
  return VIDEO_ID.test(text) ? text : youTubeIdFromUrl(text);
}
