import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../../test/harness.js';
import { screensWrittenLike } from '../../../test/screens-in-table.js';
import { HEARTBEAT_CHUNK, HeartbeatBatcher } from './heartbeats.js';

describe('heartbeat stamps of a large fleet', () => {
  let t: TestServer;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await TestServer.start();
    const { deviceId } = await t.pairDevice(await t.signIn(), 'Model screen');
    const written = await screensWrittenLike(t, deviceId, HEARTBEAT_CHUNK * 2 + 200);
    ids.push(...written.ids);
  });
  afterAll(() => t.close());

  const stamped = async (at: string) =>
    Number(
      (
        await t.server.services.db
          .selectFrom('devices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('last_seen_at', '=', at)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes them a chunk at a time, letting other work run between chunks', async () => {
    const s = t.server.services;
    const batcher = new HeartbeatBatcher(s);
    const at = s.clock.now().toISOString();
    for (const id of ids) batcher.add(id);
    const flushed = batcher.flush();
    // One turn of the event loop later (where /health and sockets are served), at most one
    // chunk is written: the rest waits for later turns instead of holding this one.
    const afterOneTurn = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(stamped(at))),
    );
    await flushed;
    expect(afterOneTurn).toBeLessThan(ids.length);
    expect(await stamped(at)).toBe(ids.length);
  });
});
