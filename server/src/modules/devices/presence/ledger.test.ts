import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../app-services.js';
import type { RedisConnections } from '../../../scale/redis.js';
import {
  connectTestRedis,
  deleteRedisKeys,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  REDIS_MISSING,
} from '../../../test/redis-test-kit.js';
import { TestServer } from '../../../test/harness.js';
import { DeviceConnection } from './connection.js';
import { createConnectionLedger } from './ledger.js';
import { PRESENCE_SWEEP_MS } from './rules.js';

// Several server processes on one database and one Redis. The test server is process A; other
// processes are its services with a ledger of their own on connections of their own. A process
// "crashes" when its liveness key is gone (what its expiry does) and it renews nothing.
describe.skipIf(REDIS_MISSING)('device presence across server processes (Redis)', () => {
  const prefix = uniqueRedisPrefix();
  let t: TestServer;
  let a: AppServices;
  const extra: RedisConnections[] = [];
  let device: { id: string; accountId: string };
  const wentOffline: string[] = [];

  beforeAll(async () => {
    t = await TestServer.start({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
    a = t.server.services;
    const { deviceId } = await t.pairDevice(await t.signIn());
    const row = await a.db
      .selectFrom('devices')
      .select('account_id')
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    device = { id: deviceId, accountId: row.account_id };
    a.events.on('device:went-offline', (e) => void wentOffline.push(e.deviceId));
  });
  afterAll(async () => {
    await t?.close();
    const cleaner = connectTestRedis(prefix);
    await deleteRedisKeys(cleaner);
    await Promise.all([cleaner, ...extra].map((redis) => redis.close()));
  });

  /** Another server process: same database, its own Redis connections and ledger. */
  function otherProcess(name: string) {
    const redis = connectTestRedis(prefix, name);
    extra.push(redis);
    const connections = createConnectionLedger({ ...a, redis })!;
    const services: AppServices = { ...a, redis, devices: { ...a.devices, connections } };
    return { services, connections };
  }
  const counted = async () =>
    Number(
      (
        await a.db
          .selectFrom('devices')
          .select('open_connections')
          .where('id', '=', device.id)
          .executeTakeFirstOrThrow()
      ).open_connections,
    );
  const crash = (ledger: { processId: string }) =>
    a.redis!.commands.del(`${prefix}presence:alive:${ledger.processId}`);
  const sweepOnA = () => t.clock.advance(PRESENCE_SWEEP_MS);

  it("uncounts a dead process's connections; the living one's stay counted", async () => {
    const b = otherProcess('b');
    const onB = new DeviceConnection(b.services, device);
    const onA = new DeviceConnection(a, device);
    await onB.opened();
    await onA.opened();
    expect(await counted()).toBe(2);

    await crash(b.connections);
    sweepOnA();
    await vi.waitFor(async () => expect(await counted()).toBe(1));
    expect(wentOffline).toEqual([]);

    // The screen's connection on A ends normally: offline at once, announced once.
    await onA.closed();
    expect(await counted()).toBe(0);
    expect(wentOffline).toEqual([device.id]);
  });

  it('counts again the connections of a process that was only stalled, and uncounts each once', async () => {
    const c = otherProcess('c');
    const lasting = new DeviceConnection(c.services, device);
    await lasting.opened();
    expect(await counted()).toBe(1);

    await crash(c.connections);
    sweepOnA();
    await vi.waitFor(async () => expect(await counted()).toBe(0));

    // C wakes up and renews its lease: it notices the reap and counts its connection again
    // (online, so a later silence is announced again).
    await c.connections.start();
    expect(await counted()).toBe(1);
    const row = await a.db
      .selectFrom('devices')
      .select('offline_announced')
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.offline_announced)).toBe(0);

    // A connection opened on C after that, then a second reap and a late close of both.
    const later = new DeviceConnection(c.services, device);
    await later.opened();
    expect(await counted()).toBe(2);
    await crash(c.connections);
    sweepOnA();
    await vi.waitFor(async () => expect(await counted()).toBe(0));
    await lasting.closed();
    await later.closed();
    expect(await counted()).toBe(0);
    await c.connections.stop();
  });

  it('a process that stops leaves: its remaining connections are handed back to be uncounted', async () => {
    const d = otherProcess('d');
    await d.connections.start();
    await new DeviceConnection(d.services, device).opened();
    await new DeviceConnection(d.services, device).opened();
    expect(await d.connections.stop()).toEqual([device.id, device.id]);
    expect(
      await a.redis!.commands.sismember(`${prefix}presence:processes`, d.connections.processId),
    ).toBe(0);
    // Nobody reaps a process that left.
    expect(await otherProcess('e').connections.reapDead()).toEqual([]);
  });
});
