import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { HostAPI } from '../../host/index.js';
import { runDeviceCommands } from '../deviceCommands.js';
import { RequestScheduledScreenshotDocument } from '../graphql/generated.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';

export interface ScheduledScreenshots {
  /** The interval the settings give (null: off) and the token to ask the server with. */
  set(intervalMinutes: number | null | undefined, token: string): void;
  stop(): void;
}

/**
 * Takes a screenshot every `intervalMinutes` while the settings ask for it: at each tick the
 * player asks the server, which opens a screenshot command when the interval has passed since
 * the last one (so a restart or a clock that jumps never takes more), and the command is run
 * as an operator's would be, uploading through uploadDeviceScreenshot. A host without the
 * 'screenshot' capability takes none; the console says so beside the setting.
 */
export function createScheduledScreenshots({
  host,
  client,
  scheduler = asyncScheduler,
  warn = (message, details) => console.warn(message, details),
}: {
  host: HostAPI;
  client: GraphQLClient;
  scheduler?: SchedulerLike;
  warn?: (message: string, details?: Record<string, unknown>) => void;
}): ScheduledScreenshots {
  let running: { minutes: number; token: string; timer: Subscription } | null = null;

  const take = async (token: string) => {
    const { requestScheduledScreenshot: command } = await client.request(
      RequestScheduledScreenshotDocument,
      {},
      { token },
    );
    if (command?.type === 'screenshot')
      await runDeviceCommands([{ _id: command._id, type: 'screenshot' }], {
        host,
        client,
        token,
        reloadApp: () => undefined,
      });
  };

  const tick = (token: string) =>
    void take(token).catch((error: unknown) =>
      warn('The screen could not take its timed screenshot', { error }),
    );

  return {
    set(intervalMinutes, token) {
      const minutes = intervalMinutes ?? null;
      if (running && running.minutes === minutes && running.token === token) return;
      running?.timer.unsubscribe();
      running = null;
      if (minutes === null || !host.supports('screenshot')) return;
      const periodMs = minutes * 60_000;
      // At once (the server says whether the last one is recent enough), then every interval.
      const timer = scheduler.schedule(function (this: { schedule(s: null, d: number): void }) {
        tick(token);
        this.schedule(null, periodMs);
      }, 0);
      running = { minutes, token, timer };
    },
    stop() {
      running?.timer.unsubscribe();
      running = null;
    },
  };
}
