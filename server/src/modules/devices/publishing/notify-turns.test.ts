import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../../pubsub/pubsub.js';
import { stopSliceClock } from '../../../test/stopped-slice-clock.js';
import {
  NOTIFY_CHUNK,
  notifyDeviceCommands,
  notifyDevicesChanged,
  tellInTurns,
  TOLD_CHUNK,
} from './publishing.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('telling a large fleet of a change', () => {
  stopSliceClock();

  for (const [name, notify] of [
    ['a content change', notifyDevicesChanged],
    ['a command', notifyDeviceCommands],
  ] as const)
    it(`spreads ${name} over turns of the event loop, reaching every screen once`, async () => {
      const pubsub = createInProcessPubSub();
      const ids = Array.from({ length: NOTIFY_CHUNK * 2 + 1 }, (_, i) => `screen-${i}`);
      const told: string[] = [];
      for (const id of ids)
        void (async () => {
          for await (const event of pubsub.subscribe('device:current-changed', id))
            told.push(event.deviceId);
        })();
      const operators: string[] = [];
      void (async () => {
        for await (const e of pubsub.subscribe('device:changed', 'acc')) operators.push(e.deviceId);
      })();

      // Counted at the end of this turn of the event loop (queued before the publish, so before
      // anything it queues): the rest waits for later turns, so /health and sockets are served
      // in between.
      const inThisTurn = new Promise<number>((resolve) => setImmediate(() => resolve(told.length)));
      const allTold = notify({ pubsub }, 'acc', ids);
      expect(await inThisTurn).toBe(NOTIFY_CHUNK);
      await allTold;
      await nextTurn();
      expect(told).toEqual(ids);
      expect(new Set(operators)).toEqual(new Set(ids));
    });

  it('tells more screens per turn when the change says what they play, and says when all are told', async () => {
    const pubsub = createInProcessPubSub();
    const ids = Array.from({ length: TOLD_CHUNK + 1 }, (_, i) => `screen-${i}`);
    const told: string[] = [];
    for (const id of ids)
      pubsub.listen('device:current-changed', id, (event) => told.push(event.deviceId));
    const inThisTurn = new Promise<number>((resolve) => setImmediate(() => resolve(told.length)));
    const showing = { collectionName: 'playlist', entityId: 'p1' };
    const allTold = notifyDevicesChanged({ pubsub }, 'acc', ids, showing);
    expect(await inThisTurn).toBe(TOLD_CHUNK);
    await allTold;
    expect(told).toEqual(ids);
  });

  it('tells fewer screens in a turn when telling them is slow, never none', async () => {
    // Each screen's write takes 6 ms of this clock: a budget of 20 ms holds 4 (at 6 to 24).
    let clock = 0;
    const told: string[] = [];
    const ids = Array.from({ length: 10 }, (_, i) => `screen-${i}`);
    const tell = (id: string) => void (told.push(id), (clock += 6));
    const allTold = tellInTurns(ids, tell, { chunk: TOLD_CHUNK, budgetMs: 20, now: () => clock });
    // The first slice, before the publish's own turn ends.
    expect(told.length).toBe(4);
    await allTold;
    expect(told).toEqual(ids);
  });
});
