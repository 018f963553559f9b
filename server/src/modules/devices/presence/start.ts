import pg from 'pg';
import type { AppServices } from '../../../app-services.js';
import { resetAllConnections } from './repo.js';

/**
 * The PostgreSQL session lock an API process without Redis holds while it counts device
 * connections. PostgreSQL drops it with the session, so a process killed with -9 loses it at once
 * (its socket closes with it), and the next start may reset the counts.
 */
export interface PresenceLock {
  release(): Promise<void>;
}

/** One advisory lock key per database (advisory locks are per database): "MQpr". */
const PRESENCE_LOCK_KEY = '1297707122';

type StartDeps = Pick<AppServices, 'config' | 'db' | 'dialect' | 'logger' | 'redis' | 'devices'>;

/**
 * Device connections counted by an earlier run are gone when this process starts; a count left
 * by a crash would otherwise keep a screen "online" and never come right again.
 * - SQLite: the server is the only process; the counts are reset.
 * - Redis: each process notes its connections there and the living ones uncount a dead one's
 *   (scale/redis-presence.ts); nothing to do here.
 * - PostgreSQL without Redis: one API process is supported (pub/sub stays inside it, so screens
 *   connected to a second process would not hear the first one's publishes: several need
 *   REDIS_URL). The counts are reset, but only by a process that takes the presence lock, so a
 *   second process started by mistake (or during a rolling restart) never zeroes the counts of
 *   one still serving screens; it warns instead. Workers hold no connections and change nothing.
 */
export async function startPresence(deps: StartDeps, role: 'server' | 'worker'): Promise<void> {
  if (deps.dialect === 'sqlite') return resetAllConnections(deps.db);
  if (deps.redis || role !== 'server' || !deps.config.databaseUrl) return;
  const lock = await takePresenceLock(deps.config.databaseUrl, deps.logger);
  if (!lock) {
    deps.logger.warn(
      'another API process counts device connections on this database without REDIS_URL; counts are left as they are. Several API processes need REDIS_URL',
    );
    return;
  }
  deps.devices.presenceLock = lock;
  await resetAllConnections(deps.db);
}

/** Gives the lock back as the process stops (after its sockets closed). */
export async function releasePresenceLock(deps: Pick<AppServices, 'devices'>): Promise<void> {
  const lock = deps.devices.presenceLock;
  delete deps.devices.presenceLock;
  await lock?.release();
}

async function takePresenceLock(
  databaseUrl: string,
  logger: AppServices['logger'],
): Promise<PresenceLock | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A lost connection loses the lock; it must not crash the process (pg emits 'error').
  client.on('error', (err) => logger.warn({ err }, 'the presence lock connection failed'));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [PRESENCE_LOCK_KEY],
    );
    if (rows[0]?.locked) return { release: () => client.end().catch(() => undefined) };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end();
  return null;
}
