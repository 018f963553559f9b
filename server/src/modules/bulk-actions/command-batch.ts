import { sql, type SqlBool } from 'kysely';
import type { AppServices } from '../../app-services.js';
import { uuidv7 } from '../../ids.js';
import type { DeviceCommandsTable } from '../../db/schema.js';
import type { BulkActionRow, BulkTarget } from './repo.js';

/**
 * A device command for a batch of screens in two statements, not two per screen: one read of the
 * batch's screens still in the action's space, one insert of their commands. Returns the ids that
 * got a command; the others are gone or left the space. A 10,000-screen action is 100 such
 * batches, each a few milliseconds of SQLite, so other requests are answered between them.
 */
export async function queueCommands(
  app: Pick<AppServices, 'db' | 'clock'>,
  action: BulkActionRow,
  batch: readonly BulkTarget[],
): Promise<Set<string>> {
  const { accountId, spaceId } = action;
  if (batch.length === 0) return new Set();
  const present = await app.db
    .selectFrom('devices')
    .select('id')
    .where('account_id', '=', accountId)
    .where(
      'id',
      'in',
      batch.map((t) => t.id),
    )
    .where((eb) =>
      spaceId === null
        ? sql<SqlBool>`1 = 1`
        : eb.or([eb('space_id', '=', spaceId), eb('space_id', 'is', null)]),
    )
    .execute();
  const found = new Set(present.map((r) => r.id));
  const now = app.clock.now();
  const rows: DeviceCommandsTable[] = batch
    .filter((t) => found.has(t.id))
    .map((t) => ({
      id: uuidv7(now.getTime()),
      account_id: accountId,
      device_id: t.id,
      type: action.kind,
      status: 'queued',
      error: null,
      requested_by: action.requestedBy,
      created_at: now.toISOString(),
      delivered_at: null,
      completed_at: null,
    }));
  if (rows.length > 0) await app.db.insertInto('device_commands').values(rows).execute();
  return found;
}

/** Lets the event loop answer what waits (requests, sockets) before the next batch. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
