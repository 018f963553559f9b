import { HostError, type VideoPreparation, type VideoRect } from '@marquee/sdk';
import type { AVPlayManager, AVPlayStoreManager } from 'tizen-tv-webapis';

/** AVPlay places video on a 1920 x 1080 grid whatever the app's resolution. */
const GRID = { width: 1920, height: 1080 };

/**
 * Gapless video through AVPlay: each prepared video gets its own player from avplaystore, so the
 * next one is open and buffered (prepareAsync) while the current one still plays.
 */
export function avplayVideo(store: Pick<AVPlayStoreManager, 'getPlayer'>): VideoPreparation {
  const players = new Map<string, AVPlayManager>();
  let next = 0;
  const find = (handle: string) => {
    const player = players.get(handle);
    if (!player) throw new HostError('NOT_FOUND', `No prepared video ${handle}`);
    return player;
  };
  const platformCall = (what: string, run: () => void) => {
    try {
      run();
    } catch (cause) {
      throw new HostError('PLATFORM_ERROR', `AVPlay ${what} failed`, { cause });
    }
  };

  return {
    async prepare(url: string, rect: VideoRect) {
      const player = store.getPlayer();
      platformCall('open', () => {
        player.open(url);
        player.setDisplayRect(
          Math.round((rect.x / 100) * GRID.width),
          Math.round((rect.y / 100) * GRID.height),
          Math.round((rect.w / 100) * GRID.width),
          Math.round((rect.h / 100) * GRID.height),
        );
      });
      await new Promise<void>((resolve, reject) =>
        player.prepareAsync(resolve, (error) =>
          reject(
            new HostError('PLATFORM_ERROR', `AVPlay could not prepare ${url}`, { cause: error }),
          ),
        ),
      );
      const handle = `avplay-${++next}`;
      players.set(handle, player);
      return handle;
    },
    async play(handle) {
      const player = find(handle);
      platformCall('play', () => player.play());
    },
    async stop(handle) {
      const player = find(handle);
      platformCall('stop', () => player.stop());
    },
    async release(handle) {
      const player = find(handle);
      players.delete(handle);
      platformCall('close', () => player.close());
    },
  };
}
