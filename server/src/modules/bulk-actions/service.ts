import { PERMISSIONS } from '@marquee/sdk/model';
import { sql, type SqlBool } from 'kysely';
import type { AppServices } from '../../app-services.js';
import { inAccountWrite } from '../../db/account-write.js';
import type { Db } from '../../db/connect.js';
import { badUserInput, forbidden } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { deviceFilter, type DeviceFilterArgs } from '../devices/listing/queries.js';
import { listMatchingDevices, type DeviceFilter } from '../devices/listing/repo.js';
import { nextTurn } from '../../pubsub/turns.js';
import { findSpace } from '../spaces/repo.js';
import { BULK_ACTION_JOB, endUnreached } from './job.js';
import {
  MAX_BULK_IDS,
  MAX_BULK_MATCHES,
  MAX_RUNNING_BULK_ACTIONS,
  TARGETS_PAGE,
} from './limits.js';
import * as repo from './repo.js';
import type { BulkActionKind } from './repo.js';

export interface BulkActionInput {
  kind: BulkActionKind;
  deviceIds?: readonly string[] | null;
  filter?: DeviceFilterArgs | null;
  spaceId?: string | null;
}

/** Each action asks for the permission of its single-screen form. */
const permissionOf = (kind: BulkActionKind) =>
  kind === 'delete' ? PERMISSIONS.device.delete : PERMISSIONS.device.configure;

/**
 * The screens a filter matches, up to one more than MAX_BULK_MATCHES (to tell that it matches too
 * many), read TARGETS_PAGE at a time with a turn of the event loop between pages: 10,000 screens
 * in one statement held the loop for 30-60 ms, and /health and every socket with it.
 */
async function matchingScreens(app: AppServices, query: DeviceFilter) {
  const targets: { id: string; name: string }[] = [];
  for (;;) {
    const wanted = Math.min(TARGETS_PAGE, MAX_BULK_MATCHES + 1 - targets.length);
    const page = await listMatchingDevices(app.db, {
      ...query,
      limit: wanted,
      after: targets.at(-1)?.id ?? null,
    });
    targets.push(...page);
    if (page.length < wanted || targets.length > MAX_BULK_MATCHES) return targets;
    await nextTurn();
  }
}

/** What an operator reads when the account's running places are taken (the console shows it). */
export const tooManyRunningMessage = () =>
  `${MAX_RUNNING_BULK_ACTIONS} screen actions are already running on this account. Wait until one of them finishes, then try again.`;

/** Refuses another action while the account has MAX_RUNNING_BULK_ACTIONS not finished. */
async function refuseWhenTooManyRunning(db: Db, accountId: string) {
  if ((await repo.countRunning(db, accountId)) >= MAX_RUNNING_BULK_ACTIONS)
    throw badUserInput(tooManyRunningMessage());
}

/**
 * Fixes the screens (the caller's own only: other ids are ignored) and queues the job that acts
 * on them; a request never acts on the screens itself.
 */
export async function startBulkAction(app: AppServices, scope: Scope, input: BulkActionInput) {
  assertPermission(scope, permissionOf(input.kind));
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  const { deviceIds, filter, kind } = input;
  if (!deviceIds === !filter)
    throw badUserInput('Give either deviceIds or filter', [
      { path: 'input.deviceIds', message: 'Give either deviceIds or filter' },
    ]);
  if (deviceIds && deviceIds.length > MAX_BULK_IDS)
    throw badUserInput(`At most ${MAX_BULK_IDS} screens a call; use a filter`, [
      { path: 'input.deviceIds', message: `At most ${MAX_BULK_IDS}` },
    ]);
  let targetSpaceId: string | null = null;
  if (kind === 'moveToSpace') {
    const space = input.spaceId ? await findSpace(app.db, scope.accountId, input.spaceId) : null;
    if (!space)
      throw badUserInput('Choose a space of the account', [
        { path: 'input.spaceId', message: 'Unknown space' },
      ]);
    targetSpaceId = space.id;
  }
  // Before reading up to 10,000 screens: a flood of requests is refused without reading them.
  // The check that holds is the one in the account write below.
  await refuseWhenTooManyRunning(app.db, scope.accountId);

  const ids = [...new Set(deviceIds ?? [])];
  const query = filter
    ? deviceFilter(app, scope, filter)
    : {
        ...deviceFilter(app, scope, {}),
        conditions: [ids.length ? sql<SqlBool>`id in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`],
      };
  const targets = await matchingScreens(app, query);
  if (targets.length > MAX_BULK_MATCHES)
    throw badUserInput(`The filter matches more than ${MAX_BULK_MATCHES} screens; narrow it`, [
      { path: 'input.filter', message: 'Too many screens' },
    ]);

  const now = app.clock.now();
  const id = uuidv7(now.getTime());
  const finished = targets.length === 0;
  const action = {
    id,
    account_id: scope.accountId,
    space_id: scope.spaceId,
    requested_by: scope.actor.userId,
    kind,
    target_space_id: targetSpaceId,
    device_ids: JSON.stringify(targets.map((t) => ({ id: t.id, name: t.name }))),
    total: targets.length,
    done: 0,
    failed: 0,
    failures: '[]',
    state: finished ? 'finished' : 'running',
    created_at: now.toISOString(),
    finished_at: finished ? now.toISOString() : null,
  };
  // Counted and stored as one account write: of 200 requests at once, each sees the ones stored
  // before it, so no more than MAX_RUNNING_BULK_ACTIONS run.
  await inAccountWrite(app, scope.accountId, async (trx) => {
    await refuseWhenTooManyRunning(trx, scope.accountId);
    await repo.insertAction(trx, action);
  });
  if (!finished)
    await app.jobs
      .enqueue(BULK_ACTION_JOB, { actionId: id, accountId: scope.accountId })
      .catch(async (error: unknown) => {
        // No job will run it: it ends at once, so it does not hold one of the running places.
        await endUnreached(app, scope.accountId, id);
        throw error;
      });
  return (await repo.findProgress(app.db, scope.accountId, id, scope.spaceId))!;
}

/** An action of the caller's account and space; whoever may read its screens may follow it. */
export async function bulkAction(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.device.read);
  return (await repo.findProgress(app.db, scope.accountId, id, scope.spaceId)) ?? null;
}
