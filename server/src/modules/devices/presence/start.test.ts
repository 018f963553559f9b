import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../app.js';
import { createLogger } from '../../../logger.js';
import { EVENT_WITHIN_MS, TEST_DB, TestServer } from '../../../test/harness.js';

// Without Redis, device connection counts of an earlier run are reset at start, on PostgreSQL as
// on SQLite: a kill -9 leaves them in the database with no socket open, and a count above the
// sockets really open would keep a screen "online" and never heal.
describe('device connection counts after a crash, without Redis', () => {
  let t: TestServer;
  let device: { deviceId: string; deviceToken: string };
  const others: RunningServer[] = [];
  beforeAll(async () => {
    t = await TestServer.start();
    device = await t.pairDevice(await t.signIn());
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
  });
  afterAll(() => t?.close());

  const counted = async () =>
    Number(
      (
        await t.server.services.db
          .selectFrom('devices')
          .select('open_connections')
          .where('id', '=', device.deviceId)
          .executeTakeFirstOrThrow()
      ).open_connections,
    );
  const leftByACrash = (n: number) =>
    t.server.services.db
      .updateTable('devices')
      .set({ open_connections: n })
      .where('id', '=', device.deviceId)
      .execute();
  /** A screen's socket, once acknowledged: the server counted it before acknowledging. */
  async function screenSocket(): Promise<Client> {
    const client = t.ws({ token: device.deviceToken });
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    void client
      .iterate({ query: 'subscription { currentDeviceChanged { _id } }' })
      .next()
      .catch(() => undefined);
    await connected;
    return client;
  }
  const untilCounted = (n: number) =>
    vi.waitFor(async () => expect(await counted()).toBe(n), { timeout: EVENT_WITHIN_MS });

  it('counts only the sockets open after the restart, and none once they close', async () => {
    await leftByACrash(100);
    await t.restart();
    expect(await counted()).toBe(0);
    const socket = await screenSocket();
    expect(await counted()).toBe(1);
    await socket.dispose();
    await untilCounted(0);
  });

  it('heals on every restart, not only the first', async () => {
    await leftByACrash(7);
    await t.restart();
    const socket = await screenSocket();
    expect(await counted()).toBe(1);
    await socket.dispose();
    await untilCounted(0);
  });

  it("never zeroes a live process's counts on PostgreSQL (SQLite has one process)", async () => {
    await screenSocket();
    expect(await counted()).toBe(1);
    // A second API process on the same database, started by mistake or in a rolling restart.
    others.push(
      await startServer({
        env: {
          LOG_LEVEL: 'silent',
          ...(t.server.config.databaseUrl ? { DATABASE_URL: t.server.config.databaseUrl } : {}),
        },
        dataDir: t.server.config.dataDir,
        port: 0,
        host: '127.0.0.1',
        clock: t.clock,
        logger: createLogger('silent'),
      }),
    );
    expect(await counted()).toBe(TEST_DB === 'postgres' ? 1 : 0);
  });
});
