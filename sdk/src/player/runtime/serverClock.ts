import type { GraphQLClient } from '../server-link/graphqlClient.js';
import type { PlayerLogger } from '../machines/playerMachine.js';
import { measureServerOffset, nextServerOffset } from '../server-link/serverTime.js';

/** How often the player measures its clock against the server's again. */
export const SERVER_TIME_EVERY_MS = 10 * 60_000;

export interface ServerClock {
  /** The device clock's offset from the server's; 0 until the first measurement is in. */
  offsetMs: () => number;
  /** Measures now and every SERVER_TIME_EVERY_MS until the returned function is called. */
  run(client: Pick<GraphQLClient, 'request'>): () => void;
}

/**
 * The device clock's offset from the server's. The stage reads it at every tick and so plays on
 * server time; a measurement that would move the clock far back is refused and logged.
 */
export function createServerClock(logger: PlayerLogger): ServerClock {
  let offset: number | null = null;
  return {
    offsetMs: () => offset ?? 0,
    run(client) {
      let measuring = true;
      const measure = () =>
        void measureServerOffset(client, () => Date.now()).then((measured) => {
          if (!measuring) return;
          const next = nextServerOffset(offset, measured);
          if (next.refused)
            logger.warn('Server time ignored: it would move the clock back', {
              offsetMs: offset,
              measuredMs: measured,
            });
          offset = next.offset;
        });
      measure();
      const remeasure = setInterval(measure, SERVER_TIME_EVERY_MS);
      return () => {
        measuring = false;
        clearInterval(remeasure);
      };
    },
  };
}
