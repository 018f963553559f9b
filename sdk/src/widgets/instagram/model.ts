import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const INSTAGRAM_WIDGET_TYPE = 'instagram';
export const INSTAGRAM_PUBLIC_FEED_WIDGET_TYPE = 'instagram_public_feed';

/** Why the Instagram feed item cannot be added while the server has no app. */
export const INSTAGRAM_DISABLED_REASON =
  'Instagram App is temporarily disabled. It will be back soon.';

/** What a failed public profile load says, whatever the cause. */
export const INSTAGRAM_PROFILE_LOAD_ERROR = 'Can not load this profile, is the profile public?';

/** Seconds each post shows, for a connected feed and for a public profile. */
export const INSTAGRAM_DEFAULT_MEDIA_SECONDS = 30;
export const INSTAGRAM_PUBLIC_DEFAULT_MEDIA_SECONDS = 10;
/** The range the editor offers for the seconds per post. */
export const INSTAGRAM_MEDIA_SECONDS = { min: 5, max: 120, step: 1 } as const;

/** The feed is kept an hour and looked at every minute. */
export const INSTAGRAM_TTL_MS = 3_600_000;
export const INSTAGRAM_CHECK_MS = 60_000;

/**
 * An expired picture (403 from the image proxy) makes the feed be fetched again
 * from Instagram; at most once a minute per feed, so a feed of dead addresses cannot hammer it.
 */
export const INSTAGRAM_REFRESH_AT_MOST_EVERY_MS = 60_000;

/** A picture that failed for another reason (no network) is tried again this often. */
export const INSTAGRAM_IMAGE_RETRY_MS = 10_000;

/**
 * The picture's panel is never longer along the layout than across
 * it (at most square), so the caption keeps the rest of the box.
 */
export const INSTAGRAM_PICTURE_MAX_RATIO = 1;

/**
 * How post and caption share the box: side by side (landscape), stacked (portrait), or chosen
 * by the box's own shape (auto).
 */
export const INSTAGRAM_ORIENTATIONS = ['auto', 'landscape', 'portrait'] as const;
export type InstagramOrientation = (typeof INSTAGRAM_ORIENTATIONS)[number];

/** One post as the widget keeps it (in the body's dataCache and in the kept data). */
export type InstagramMedia = {
  id: string;
  caption: string | null;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
  mediaType: string;
  /** Instagram's own address; it expires. */
  mediaUrl: string;
  /** The picture through the server's image proxy (usually relative to the server's origin). */
  proxyUrl: string;
  username: string | null;
};

const mediaSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    caption: z.string().nullish(),
    mediaType: z.string(),
    mediaUrl: z.string(),
    proxyUrl: z.string().min(1),
    username: z.string().nullish(),
  }),
);

/**
 * The posts of a server answer or a stored list, each checked: a post that does not read is
 * left out rather than breaking the screen. Undefined when the value is no list at all.
 */
export function readInstagramMediaList(value: unknown): InstagramMedia[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const parsed = mediaSchema.safeParse(entry);
    if (!parsed.success) return [];
    const { id, caption, mediaType, mediaUrl, proxyUrl, username } = parsed.data;
    return [
      { id, caption: caption ?? null, mediaType, mediaUrl, proxyUrl, username: username ?? null },
    ];
  });
}

// Every field falls back on its own: a bad colour must not lose the item's feed.
const feedFields = (defaults: { seconds: number; textColor: string; backgroundColor: string }) => ({
  feedId: z.string().min(1).optional().catch(undefined),
  /** The posts the editor last saw: the item's length, and what a screen shows before its first fetch. */
  dataCache: z
    .array(z.unknown())
    .catch([])
    .transform((value) => readInstagramMediaList(value) ?? []),
  duration: z.number().positive().catch(defaults.seconds),
  textColor: z.string().min(1).catch(defaults.textColor),
  backgroundColor: z.string().min(1).catch(defaults.backgroundColor),
  orientation: z.enum(INSTAGRAM_ORIENTATIONS).catch('auto'),
});

/** A connected account's feed, black text on white, 30 s a post. */
export const instagramBodySchema = lazySchema(() =>
  z.looseObject(
    feedFields({
      seconds: INSTAGRAM_DEFAULT_MEDIA_SECONDS,
      textColor: '#000000',
      backgroundColor: '#ffffff',
    }),
  ),
);
export type InstagramBody = z.infer<typeof instagramBodySchema>;

/** A public profile by user name, white text on black, 10 s a post. */
export const instagramPublicBodySchema = lazySchema(() =>
  z.looseObject({
    ...feedFields({
      seconds: INSTAGRAM_PUBLIC_DEFAULT_MEDIA_SECONDS,
      textColor: '#ffffff',
      backgroundColor: '#000000',
    }),
    username: z.string().catch(''),
    showCaption: z.boolean().catch(true),
  }),
);
export type InstagramPublicBody = z.infer<typeof instagramPublicBodySchema>;

export function readInstagramBody(body: unknown): InstagramBody {
  const parsed = instagramBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : instagramBodySchema.parse({});
}

export function readInstagramPublicBody(body: unknown): InstagramPublicBody {
  const parsed = instagramPublicBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : instagramPublicBodySchema.parse({});
}

/** The seconds each post shows, inside the editor's range. */
export function instagramMediaSecondsOf(body: Pick<InstagramBody, 'duration'>): number {
  const { min, max } = INSTAGRAM_MEDIA_SECONDS;
  return Math.min(max, Math.max(min, body.duration));
}

/**
 * The item lasts its posts times the seconds per post, when the body knows how
 * many posts there are; otherwise it has no length of its own.
 */
export function instagramFeedSeconds(
  body: Pick<InstagramBody, 'duration' | 'dataCache'>,
): number | undefined {
  const count = body.dataCache.length;
  return count > 0 ? count * instagramMediaSecondsOf(body) : undefined;
}

/** The post showing at an item time, cycling through them. */
export function instagramMediaIndexAt(elapsedMs: number, count: number, seconds: number): number {
  if (count <= 0) return 0;
  const step = Math.floor(Math.max(0, elapsedMs) / (seconds * 1000));
  return step % count;
}

/** The posts of a server answer, or an error when the answer has no list (a bad answer). */
export function instagramMediaOfAnswer(feed: unknown): InstagramMedia[] {
  const media =
    feed && typeof feed === 'object'
      ? readInstagramMediaList((feed as { media?: unknown }).media)
      : undefined;
  if (!media) throw new Error('The Instagram feed answer has no posts list');
  return media;
}

/**
 * A post's picture address: the proxy's (relative) address on the server's origin. Only http(s)
 * is drawn; anything else gives null and the post shows as text.
 */
export function instagramPictureUrl(media: InstagramMedia, serverOrigin: string): string | null {
  try {
    const url = new URL(media.proxyUrl, serverOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
