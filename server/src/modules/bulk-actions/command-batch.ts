import { sql, type SqlBool } from 'kysely';
import type { AppServices } from '../../app-services.js';
import { inAccountWrite } from '../../db/account-write.js';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { uuidv7 } from '../../ids.js';
import type { DeviceCommandsTable } from '../../db/schema.js';
import { lacksCapability } from '../devices/capabilities.js';
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
  return need && lacksCapability(deviceInfo, need.capability) ? need.unable : null;
}

/**
 * The commands that decide the same thing on a screen as each kind: a display turned off and on
 * ends as the newer command says; a reload or a reboot stands alone.
 */
const DECIDES_SAME: Record<string, readonly string[]> = {
  reboot: ['reboot'],
  reload: ['reload'],
  displayOn: ['displayOn', 'displayOff'],
  displayOff: ['displayOn', 'displayOff'],
};

/**
 * How long a command the screen has read stays pending without its report. A player carries out
 * a command within seconds of reading it and reports at once; one read this long ago and never
 * reported was lost (the player stopped or restarted first), so it no longer stands for the
 * screen's next one. A queued command, never read, waits for its screen however long it is away.
 */
export const DELIVERED_PENDING_MS = 10 * 60_000;

/**
 * The screens among `ids` whose newest pending command (queued, or read within
 * DELIVERED_PENDING_MS) of those deciding the same thing is of
 * `kind`: one more would change nothing (a reload requested twice is one reload), so they get
 * none. 200 bulk reloads at once had left every screen 202 commands to run. Commands of the same
 * millisecond have no order (ids are random within it): either is the newest, as either of two
 * actions racing each other may have the last word.
 */
async function alreadyPending(
  db: Db,
  { accountId, kind, now }: { accountId: string; kind: string; now: Date },
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const readSince = new Date(now.getTime() - DELIVERED_PENDING_MS).toISOString();
  const rows = await db
    .selectFrom('device_commands')
    .select(['device_id', 'type'])
    .where('account_id', '=', accountId)
    .where('device_id', 'in', [...ids])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'delivered'), eb('delivered_at', '>=', readSince)]),
      ]),
    )
    .where('type', 'in', [...(DECIDES_SAME[kind] ?? [kind])])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const newest = new Map(rows.map((r) => [r.device_id, r.type]));
  return new Set([...newest].filter(([, type]) => type === kind).map(([id]) => id));
}

/**
 * A screen's outcome: a command queued now, the same one already pending (it got none), or why
 * it cannot carry it out.
 */
export type CommandOutcome = 'queued' | 'alreadyPending' | { unable: string };

/** The batch's screens still in the action's space, each with why it cannot do the command. */
async function screensStillThere(
  db: Db,
  action: BulkActionRow,
  batch: readonly BulkTarget[],
): Promise<Map<string, string | null>> {
  const { accountId, spaceId } = action;
  const present = await db
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
  return new Map(
    present.map((r) => [r.id, unableReason(action.kind, parseJson(r.device_info, null))]),
  );
}

/**
 * A device command for a batch of screens in three statements, not several per screen: one read
 * of the batch's screens still in the action's space, one of the same commands they have pending,
 * one insert of the commands the others get. Returns the outcome of each screen still there; the
 * others are gone or left the space. A 10,000-screen action is 100 such batches, each a few
 * milliseconds of SQLite, so other requests are answered between them.
 *
 * The three are one account write: actions running at once on the same screens each see the
 * commands the other queued, so neither queues a second.
 */
export async function queueCommands(
  app: Pick<AppServices, 'db' | 'dialect' | 'clock'>,
  action: BulkActionRow,
  batch: readonly BulkTarget[],
): Promise<Map<string, CommandOutcome>> {
  if (batch.length === 0) return new Map();
  const { accountId, kind } = action;
  return inAccountWrite(app, accountId, async (trx) => {
    const there = await screensStillThere(trx, action, batch);
    const able = [...there].filter(([, unable]) => unable === null).map(([id]) => id);
    const now = app.clock.now();
    const pending = await alreadyPending(trx, { accountId, kind, now }, able);
    const outcomes = new Map<string, CommandOutcome>(
      [...there].map(([id, unable]) => [
        id,
        unable !== null ? { unable } : pending.has(id) ? 'alreadyPending' : 'queued',
      ]),
    );
    const rows: DeviceCommandsTable[] = batch
      .filter((t) => outcomes.get(t.id) === 'queued')
      .map((t) => ({
        id: uuidv7(now.getTime()),
        account_id: accountId,
        device_id: t.id,
        type: kind,
        status: 'queued',
        error: null,
        requested_by: action.requestedBy,
        created_at: now.toISOString(),
        delivered_at: null,
        completed_at: null,
      }));
    if (rows.length > 0) await trx.insertInto('device_commands').values(rows).execute();
    return outcomes;
  });
}
