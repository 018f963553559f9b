import { z } from 'zod';
import { MEDIA_FITS, type MediaFit } from '../../model/index.js';

export const VIDEO_WIDGET_TYPE = 'video';
/** Videos size like images (contain) when the playlist's media fit does not apply. */
export const DEFAULT_VIDEO_SIZING: MediaFit = 'contain';
/**
 * How close the element's position must be to the wanted offset before it counts as primed:
 * browsers land on the nearest decodable frame, so a seek is never exact.
 */
export const SEEK_TOLERANCE_S = 0.1;

export const videoBodySchema = z.looseObject({
  imageSizing: z.enum(MEDIA_FITS).default(DEFAULT_VIDEO_SIZING),
  backgroundColor: z.string().optional(),
});
export type VideoBody = z.infer<typeof videoBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the video. */
export function readVideoBody(body: unknown): VideoBody {
  const parsed = videoBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : videoBodySchema.parse({});
}

/** The subset of HTMLVideoElement the priming logic reads; lets tests drive it without media. */
export interface PrimableVideo {
  readyState: number;
  currentTime: number;
  seeking: boolean;
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: the frame at currentTime is decoded and can be painted. */
const HAVE_CURRENT_DATA = 2;

/**
 * A video is primed when the frame at its start offset is decoded, so showing it paints that
 * frame at once instead of black. That is what the stage waits for before swapping layers.
 */
export function isPrimed(video: PrimableVideo, offsetS: number): boolean {
  return (
    video.readyState >= HAVE_CURRENT_DATA &&
    !video.seeking &&
    Math.abs(video.currentTime - offsetS) <= SEEK_TOLERANCE_S
  );
}

/**
 * Where in its file a video starts, in seconds, when its scene starts showing `sceneOffsetMs`
 * into the scene: the scene time past the item's start, never past the file's end (a scene
 * that outlasts its video shows the last frame).
 */
export function videoStartSeconds(
  sceneOffsetMs: number | undefined,
  itemStartS: number,
  durationS: number | null | undefined,
): number {
  const offset = Math.max(0, (sceneOffsetMs ?? 0) / 1000 - itemStartS);
  return durationS && durationS > 0 ? Math.min(offset, durationS) : offset;
}

/** A failed video reloads with a cache breaker, at most once per 3 seconds. */
export const VIDEO_RELOAD_COOLDOWN_MS = 3000;

/**
 * A playing video is checked every 10 s; its time standing still for 3 checks in
 * a row (a stalled decoder, a stream that stopped) reloads it like an error does.
 */
export const VIDEO_HEARTBEAT_MS = 10_000;
export const VIDEO_MISSED_HEARTBEATS = 3;

/** MediaError codes by name, as the video item logs them. */
const MEDIA_ERROR_NAMES: Record<number, string> = {
  1: 'aborted',
  2: 'network',
  3: 'decode',
  4: 'source not supported',
};

/** The media error type of a failed video element, for the log. */
export function mediaErrorType(error: { code: number } | null | undefined): string {
  return (error && MEDIA_ERROR_NAMES[error.code]) ?? 'unknown';
}

/**
 * Counts heartbeats whose playback time did not move. Paused or ended video is not stalled: its
 * time stands still on purpose.
 */
export function heartbeatMisses(
  previous: { time: number; misses: number },
  video: { currentTime: number; paused: boolean; ended: boolean },
): { time: number; misses: number } {
  const stalled = !video.paused && !video.ended && video.currentTime === previous.time;
  return { time: video.currentTime, misses: stalled ? previous.misses + 1 : 0 };
}
