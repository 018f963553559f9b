import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../../test/harness.js';
import { HEARTBEAT_CHUNK, HeartbeatBatcher } from './heartbeats.js';

describe('heartbeat stamps of a large fleet', () => {
  let t: TestServer;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await TestServer.start();
    const { deviceId } = await t.pairDevice(await t.signIn(), 'Model screen');
    const db = t.server.services.db;
    const model = await db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    // Written straight to the table: pairing this many screens would only slow the test down.
    const rows = Array.from({ length: HEARTBEAT_CHUNK * 2 + 200 }, (_, i) => ({
      id: randomUUID(),
      account_id: model.account_id,
      space_id: model.space_id,
      name: `Screen ${i}`,
      platform: model.platform,
      created_at: model.created_at,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.server.services.db
        .insertInto('devices')
        .values(rows.slice(i, i + 500))
        .execute();
    ids.push(...rows.map((r) => r.id));
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
