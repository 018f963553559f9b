import { sql, type SqlBool } from 'kysely';
import type { AppServices } from '../../app-services.js';
import { parseJson } from '../../db/json.js';
import { uuidv7 } from '../../ids.js';
import type { DeviceCommandsTable } from '../../db/schema.js';
import type { BulkActionRow, BulkTarget } from './repo.js';

/** The capability each command needs of the screen; a reload needs none. */
const NEEDS: Record<string, { capability: string; unable: string }> = {
  reboot: { capability: 'reboot', unable: 'This screen cannot reboot' },
  displayOn: {
    capability: 'display-power',
    unable: 'This screen cannot turn its display off and on',
  },
  displayOff: {
    capability: 'display-power',
    unable: 'This screen cannot turn its display off and on',
  },
};

/**
 * Why the screen cannot carry out the command, from the capabilities its player reported, or
 * null when it can (or reported none: an older player is not held back). Such a screen gets no
 * command, and the action counts it as failed with this reason: a web browser asked to turn its
 * display off would fail it anyway, and "Turned off 2 screens" would not be true.
 */
export function unableReason(kind: string, deviceInfo: unknown): string | null {
  const need = NEEDS[kind];
  const capabilities = (deviceInfo as { capabilities?: unknown } | null)?.capabilities;
  return need && Array.isArray(capabilities) && !capabilities.includes(need.capability)
    ? need.unable
    : null;
}

/**
 * A device command for a batch of screens in two statements, not two per screen: one read of the
 * batch's screens still in the action's space, one insert of their commands. Returns, for each
 * screen still there, null when it got a command or why it cannot carry it out (unableReason);
 * the others are gone or left the space. A 10,000-screen action is 100 such
 * batches, each a few milliseconds of SQLite, so other requests are answered between them.
 */
export async function queueCommands(
  app: Pick<AppServices, 'db' | 'clock'>,
  action: BulkActionRow,
  batch: readonly BulkTarget[],
): Promise<Map<string, string | null>> {
  const { accountId, spaceId } = action;
  if (batch.length === 0) return new Map();
  const present = await app.db
    .selectFrom('devices')
    .select(['id', 'device_info'])
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
  const found = new Map(
    present.map((r) => [r.id, unableReason(action.kind, parseJson(r.device_info, null))]),
  );
  const now = app.clock.now();
  const rows: DeviceCommandsTable[] = batch
    .filter((t) => found.has(t.id) && found.get(t.id) === null)
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
