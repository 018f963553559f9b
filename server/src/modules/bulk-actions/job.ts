import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { defineJob } from '../../jobs/define-job.js';
import { uuidv7 } from '../../ids.js';
import * as commands from '../device-commands/repo.js';
import { removeDevice } from '../devices/manage.js';
import { notifyDeviceCommands, notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { findDeviceInSpace, moveDeviceToSpace } from '../devices/repo.js';
import { nextTurn } from '../../pubsub/turns.js';
import { queueCommands, unableReason } from './command-batch.js';
import { BULK_BATCH, MAX_LISTED_FAILURES } from './limits.js';
import { publishProgress } from './progress.js';
import * as repo from './repo.js';
import type { BulkActionRow, BulkFailure, BulkTarget } from './repo.js';

// Acts on an action's screens a batch at a time, saving progress after each batch; a retried job
// starts after the screens already counted.

const NOT_FOUND = 'The screen is gone or no longer in this space';
const COMMAND_KINDS = new Set(['reboot', 'reload', 'displayOn', 'displayOff']);

/**
 * One screen: true when done, false when it is not there any more, or why it cannot do it;
 * throws what went wrong otherwise.
 */
async function actOn(
  app: AppServices,
  action: BulkActionRow,
  target: BulkTarget,
): Promise<boolean | string> {
  const { accountId, spaceId } = action;
  switch (action.kind) {
    case 'delete':
      return removeDevice(app, accountId, spaceId, target.id);
    case 'moveToSpace':
      return moveDeviceToSpace(app.db, accountId, spaceId, target.id, action.targetSpaceId!);
    default: {
      const device = await findDeviceInSpace(app.db, accountId, spaceId, target.id);
      if (!device) return false;
      const unable = unableReason(action.kind, device.deviceInfo);
      if (unable) return unable;
      const now = app.clock.now();
      await commands.insertCommand(app.db, {
        id: uuidv7(now.getTime()),
        account_id: accountId,
        device_id: target.id,
        type: action.kind,
        status: 'queued',
        error: null,
        requested_by: action.requestedBy,
        created_at: now.toISOString(),
        delivered_at: null,
        completed_at: null,
      });
      return true;
    }
  }
}

export async function runBulkAction(app: AppServices, accountId: string, actionId: string) {
  const action = await repo.findAction(app.db, accountId, actionId, null);
  if (!action || action.state === 'finished') return;
  let { done, failed } = action;
  const failures: BulkFailure[] = [...action.failures];
  // The first batch waits for a turn too: the request that started the action ran just now.
  await nextTurn();
  for (let at = done + failed; at < action.targets.length; at += BULK_BATCH) {
    const batch = action.targets.slice(at, at + BULK_BATCH);
    const reached: string[] = [];
    // Commands go in two statements a batch; one that fails falls back to a screen at a time,
    // so each screen still gets its own outcome.
    const queued = COMMAND_KINDS.has(action.kind)
      ? await queueCommands(app, action, batch).catch(() => undefined)
      : undefined;
    for (const target of batch) {
      let error: string | null = null;
      try {
        const outcome = queued
          ? queued.has(target.id) && (queued.get(target.id) ?? true)
          : await actOn(app, action, target);
        if (outcome === true) reached.push(target.id);
        else error = outcome === false ? NOT_FOUND : outcome;
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
    if (COMMAND_KINDS.has(action.kind)) void notifyDeviceCommands(app, accountId, reached);
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

export const BULK_ACTION_JOB = defineJob({
  kind: 'devices:bulk-action',
  payload: z.object({ actionId: z.string().min(1), accountId: z.string().min(1) }),
  run: (payload, _job, app) => runBulkAction(app, payload.accountId, payload.actionId),
});
