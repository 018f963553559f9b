import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { defineJob } from '../../jobs/define-job.js';
import { removeDevice } from '../devices/manage.js';
import { notifyDeviceCommands, notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { moveDeviceToSpace } from '../devices/repo.js';
import { nextTurn } from '../../pubsub/turns.js';
import { queueCommands, type CommandOutcome } from './command-batch.js';
import { BULK_BATCH, MAX_LISTED_FAILURES } from './limits.js';
import { publishProgress } from './progress.js';
import * as repo from './repo.js';
import type { BulkActionRow, BulkFailure, BulkTarget } from './repo.js';

// Acts on an action's screens a batch at a time, saving progress after each batch; a retried job
// starts after the screens already counted.

const NOT_FOUND = 'The screen is gone or no longer in this space';
const NOT_REACHED = 'The action stopped before it reached this screen';
const COMMAND_KINDS = new Set(['reboot', 'reload', 'displayOn', 'displayOff']);

/** One screen moved or deleted: true when done, false when it is not there any more. */
function moveOrDelete(app: AppServices, action: BulkActionRow, target: BulkTarget) {
  const { accountId, spaceId } = action;
  return action.kind === 'delete'
    ? removeDevice(app, accountId, spaceId, target.id)
    : moveDeviceToSpace(app.db, accountId, spaceId, target.id, action.targetSpaceId!);
}

/** One screen's command on its own, when its batch's statements failed; undefined: it is gone. */
async function commandFor(app: AppServices, action: BulkActionRow, target: BulkTarget) {
  return (await queueCommands(app, action, [target])).get(target.id);
}

/**
 * Why a screen's command counts as failed, or null when it counts as done: it got the command,
 * or already had the same one pending and will carry it out ("Reloaded 10 screens" is true of it).
 */
const commandError = (outcome: CommandOutcome | undefined): string | null =>
  outcome === undefined ? NOT_FOUND : typeof outcome === 'object' ? outcome.unable : null;

export async function runBulkAction(app: AppServices, accountId: string, actionId: string) {
  const action = await repo.findAction(app.db, accountId, actionId, null);
  if (!action || action.state === 'finished') return;
  const isCommand = COMMAND_KINDS.has(action.kind);
  let { done, failed } = action;
  const failures: BulkFailure[] = [...action.failures];
  // The first batch waits for a turn too: the request that started the action ran just now.
  await nextTurn();
  for (let at = done + failed; at < action.targets.length; at += BULK_BATCH) {
    const batch = action.targets.slice(at, at + BULK_BATCH);
    // The screens told of a change: those given a command now, or moved.
    const reached: string[] = [];
    // Commands go in a few statements a batch; a batch that fails falls back to a screen at a
    // time, so each screen still gets its own outcome.
    const queued = isCommand
      ? await queueCommands(app, action, batch).catch(() => undefined)
      : undefined;
    for (const target of batch) {
      let error: string | null = null;
      try {
        if (isCommand) {
          const outcome = queued ? queued.get(target.id) : await commandFor(app, action, target);
          error = commandError(outcome);
          if (outcome === 'queued') reached.push(target.id);
        } else if (await moveOrDelete(app, action, target)) reached.push(target.id);
        else error = NOT_FOUND;
      } catch (e) {
        error = e instanceof Error ? e.message.slice(0, 200) : 'Failed';
      }
      if (error === null) done++;
      else {
        failed++;
        if (failures.length < MAX_LISTED_FAILURES)
          failures.push({ deviceId: target.id, name: target.name, error });
      }
    }
    // Deleted screens announced themselves; the others re-read their pending commands or space.
    // A command leaves what a screen plays as it is: its content stream is not woken.
    if (isCommand) void notifyDeviceCommands(app, accountId, reached);
    else if (action.kind !== 'delete') void notifyDevicesChanged(app, accountId, reached);
    const last = at + BULK_BATCH >= action.targets.length;
    await repo.saveProgress(app.db, action._id, {
      done,
      failed,
      failures,
      finishedAt: last ? app.clock.now().toISOString() : null,
    });
    publishProgress(app, action._id);
    // The next batch waits for a turn with room: the screens told so far read and answer first.
    await nextTurn();
  }
}

/**
 * Ends an action no job will carry on (every attempt failed, or none could be queued): the
 * screens it had not reached count as failed, so its counts add up to its total and it no longer
 * takes one of the account's running places (MAX_RUNNING_BULK_ACTIONS).
 */
export async function endUnreached(app: AppServices, accountId: string, actionId: string) {
  const action = await repo.findAction(app.db, accountId, actionId, null);
  if (!action || action.state === 'finished') return;
  const failures: BulkFailure[] = [...action.failures];
  const unreached = action.targets.slice(action.done + action.failed);
  for (const target of unreached.slice(0, MAX_LISTED_FAILURES - failures.length))
    failures.push({ deviceId: target.id, name: target.name, error: NOT_REACHED });
  await repo.saveProgress(app.db, action._id, {
    done: action.done,
    failed: action.failed + unreached.length,
    failures,
    finishedAt: app.clock.now().toISOString(),
  });
  publishProgress(app, action._id);
}

export const BULK_ACTION_JOB = defineJob({
  kind: 'devices:bulk-action',
  payload: z.object({ actionId: z.string().min(1), accountId: z.string().min(1) }),
  run: (payload, _job, app) => runBulkAction(app, payload.accountId, payload.actionId),
  giveUp: (payload, _error, app) => endUnreached(app, payload.accountId, payload.actionId),
});
