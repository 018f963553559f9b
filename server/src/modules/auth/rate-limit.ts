import type { Db } from '../../db/connect.js';
import { uuidv7 } from '../../ids.js';

// Counting events in the database (not in process memory), so the limits hold across every
// server process behind a load balancer.

export async function countRecentEvents(db: Db, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_key', '=', key)
    .where('at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordEvent(db: Db, key: string, at: Date): Promise<void> {
  await db
    .insertInto('rate_limit_events')
    .values({ id: uuidv7(at.getTime()), client_key: key, at: at.toISOString() })
    .execute();
}

/** Drops a key's events (a successful sign-in forgets earlier wrong passwords). */
export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('client_key', '=', key).execute();
}

/** Records one use and tells whether the key stayed within `limit` uses per window. */
export async function takeToken(
  db: Db,
  key: string,
  now: Date,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const used = await countRecentEvents(db, key, new Date(now.getTime() - windowMs));
  if (used >= limit) return false;
  await recordEvent(db, key, now);
  return true;
}
