import { HostError, type VideoOptions, type VideoPreparation, type VideoRect } from '@marquee/sdk';
import type { AVPlayManager, AVPlayStoreManager, WebAPIError } from 'tizen-tv-webapis';

/** AVPlay places video on a 1920 x 1080 grid whatever the app's resolution. */
const AVPLAY_GRID = { width: 1920, height: 1080 } as const;

/**
 * The longest an outgoing video stays on the video plane while the incoming one has not shown
 * a frame yet: past it the outgoing one goes anyway, so a stuck player cannot hold the screen.
 */
export const HANDOFF_MAX_MS = 1000;

export interface VideoLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

/** A rectangle in percent of the screen as setDisplayRect's x, y, width, height on the grid. */
export function avplayRect(rect: VideoRect): [number, number, number, number] {
  const x = Math.round((rect.x / 100) * AVPLAY_GRID.width);
  const y = Math.round((rect.y / 100) * AVPLAY_GRID.height);
  return [
    x,
    y,
    Math.round(((rect.x + rect.w) / 100) * AVPLAY_GRID.width) - x,
    Math.round(((rect.y + rect.h) / 100) * AVPLAY_GRID.height) - y,
  ];
}

/**
 * Why AVPlay cannot show a video as asked, or null when it can. AVPlay draws on the hardware
 * video plane under the page, which the stage's CSS rotation does not turn, and the AVPlay
 * reference (@types/tizen-tv-webapis) has neither a display rotation nor a mute or volume of
 * its own (tizen.tvaudiocontrol's mute silences the whole set). Such a video is left to the
 * page's video element, which the stage turns and mutes.
 */
export function avplayRefusal(options: VideoOptions | undefined): string | null {
  if (options?.rotation) return `AVPlay cannot turn its video plane ${options.rotation} degrees`;
  if (options?.muted) return 'AVPlay has no mute of its own';
  return null;
}

interface Prepared {
  url: string;
  player: AVPlayManager;
  /** Calls on one player run one after another: after prepareAsync AVPlay takes no call until it answers. */
  queue: Promise<void>;
  /** play() was asked for and no oncurrentplaytime has come since: its first frame is not up yet. */
  awaitingFrame: boolean;
  frameWaiters: (() => void)[];
  /** onstreamcompleted came: the last frame stays up (still PLAYING) until the player is stopped. */
  ended: boolean;
  released: boolean;
}

const platformCall = <T>(what: string, run: () => T): T => {
  try {
    return run();
  } catch (cause) {
    const name = (cause as Partial<WebAPIError>).name ?? 'Error';
    throw new HostError('PLATFORM_ERROR', `AVPlay ${what} failed: ${name}`, { cause });
  }
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs a step after the player's earlier ones; a failed step does not block later ones. */
function serial(p: Prepared, step: () => void | Promise<void>): Promise<void> {
  const run = p.queue.then(step);
  p.queue = run.catch(() => undefined);
  return run;
}

function prepareAsync(p: Prepared): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    platformCall('prepareAsync', () =>
      p.player.prepareAsync(resolve, (error) =>
        reject(
          new HostError('PLATFORM_ERROR', `AVPlay could not prepare ${p.url}: ${error.name}`, {
            cause: error,
          }),
        ),
      ),
    ),
  );
}

function frameShown(p: Prepared) {
  if (!p.awaitingFrame) return;
  p.awaitingFrame = false;
  for (const wake of p.frameWaiters.splice(0)) wake();
}

/** Waits, when `p` is on the video plane, until another player has a frame up to replace it. */
async function handOff(p: Prepared, live: ReadonlySet<Prepared>) {
  const state = p.player.getState();
  if (state !== 'PLAYING' && state !== 'PAUSED') return;
  // The incoming layer asks to play in the same render as this one leaves, just after it.
  await nextTask();
  const incoming = [...live].find((other) => other !== p && other.awaitingFrame);
  if (!incoming) return;
  await new Promise<void>((resolve) => {
    incoming.frameWaiters.push(resolve);
    setTimeout(resolve, HANDOFF_MAX_MS);
  });
}

function close(p: Prepared, live: Set<Prepared>) {
  live.delete(p);
  platformCall('close', () => p.player.close());
}

/** Opens a player for `url` at `rect` and buffers it; on failure it is closed again. */
async function openPrepared(
  store: Pick<AVPlayStoreManager, 'getPlayer'>,
  url: string,
  rect: VideoRect,
  live: Set<Prepared>,
  logger: VideoLogger,
): Promise<Prepared> {
  const player = platformCall('getPlayer', () => store.getPlayer());
  const p: Prepared = {
    url,
    player,
    queue: Promise.resolve(),
    awaitingFrame: false,
    frameWaiters: [],
    ended: false,
    released: false,
  };
  live.add(p);
  try {
    platformCall('open', () => player.open(url));
    platformCall('setListener', () =>
      player.setListener({
        oncurrentplaytime: () => frameShown(p),
        onstreamcompleted: () => void (p.ended = true),
        onerror: (error) => logger.warn('AVPlay reported a playback error', { url, error }),
      }),
    );
    platformCall('setDisplayRect', () => player.setDisplayRect(...avplayRect(rect)));
    await serial(p, () => prepareAsync(p));
    return p;
  } catch (error) {
    try {
      close(p, live);
    } catch (closeError) {
      logger.warn('AVPlay could not close a player that failed to prepare', {
        url,
        error: closeError,
      });
    }
    throw error;
  }
}

/**
 * Gapless video through AVPlay, following its state machine (NONE -> open -> IDLE ->
 * prepareAsync -> READY -> play -> PLAYING; stop -> IDLE; close -> NONE). Each prepared video
 * has its own player from avplaystore, so the next one is opened and buffered while the current
 * one plays. A video leaving the screen (stop or release) stays on the video plane until the
 * next one has shown its first frame, so there is no black frame between two videos; a stopped
 * one is prepared again right away, ready for its next turn. A muted video, or any video on a
 * turned stage, is refused with METHOD_NOT_AVAILABLE (avplayRefusal).
 */
export function avplayVideo(
  store: Pick<AVPlayStoreManager, 'getPlayer'>,
  logger: VideoLogger = console,
): VideoPreparation {
  const players = new Map<string, Prepared>();
  const live = new Set<Prepared>();
  let next = 0;

  const find = (handle: string) => {
    const prepared = players.get(handle);
    if (!prepared) throw new HostError('NOT_FOUND', `No prepared video ${handle}`);
    return prepared;
  };

  return {
    async prepare(url: string, rect: VideoRect, options?: VideoOptions) {
      // Refused before a player is taken: the store has only 4.
      const refusal = avplayRefusal(options);
      if (refusal) throw new HostError('METHOD_NOT_AVAILABLE', `${refusal}: ${url}`);
      const p = await openPrepared(store, url, rect, live, logger);
      const handle = `avplay-${++next}`;
      players.set(handle, p);
      return handle;
    },

    async play(handle) {
      const p = find(handle);
      if (p.player.getState() !== 'PLAYING' || p.ended) p.awaitingFrame = true;
      await serial(p, async () => {
        if (p.released) return;
        // A stream that played to its end is still PLAYING: it starts over from IDLE.
        if (p.ended) {
          platformCall('stop', () => p.player.stop());
          p.ended = false;
        }
        if (p.player.getState() === 'IDLE') await prepareAsync(p);
        if (p.player.getState() !== 'PLAYING') platformCall('play', () => p.player.play());
      });
    },

    async stop(handle) {
      const p = find(handle);
      await handOff(p, live);
      await serial(p, async () => {
        if (p.released) return;
        platformCall('stop', () => p.player.stop());
        p.ended = false;
        p.awaitingFrame = false;
        // Buffered again at the start, so a repeat plays without a gap.
        await prepareAsync(p);
      });
    },

    async release(handle) {
      const p = find(handle);
      players.delete(handle);
      p.released = true;
      await handOff(p, live);
      await serial(p, () => close(p, live));
    },
  };
}
