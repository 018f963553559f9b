import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { signBlobPath } from '../../storage/signed-url.js';
import * as commands from '../device-commands/repo.js';
import type { DeviceRef } from '../devices/actor.js';
import type { DeviceDeletionHook } from '../devices/device-services.js';
import type { DeviceRow } from '../devices/repo.js';
import {
  checkScreenshot,
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOT_SIDE,
  type ImageRefusal,
} from './image-check.js';
import * as repo from './repo.js';

/** How long a screenshot's link works: long enough to look at it, short as it shows the screen. */
export const SCREENSHOT_LINK_TTL_MS = 60 * 60 * 1000;

const REFUSALS: Record<ImageRefusal, string> = {
  'not-base64': 'The screenshot is not base64 text',
  'too-large': `A screenshot can have at most ${MAX_SCREENSHOT_BYTES / 1_000_000} MB`,
  'not-an-image': 'The screenshot is not a PNG or JPEG image',
  'no-size': 'The screenshot does not say its size in pixels',
  'too-many-pixels': `A screenshot can be at most ${MAX_SCREENSHOT_SIDE.toLocaleString('en')} pixels on a side and as large as an 8K screen`,
};

const blobKey = (accountId: string, deviceId: string, id: string) =>
  `screenshots/${accountId}/${deviceId}/${id}`;

/** A blob that cannot be deleted is logged and left: it never stops what removed its row. */
const dropBlob = (app: AppServices, key: string) =>
  app.blobs
    .delete(key)
    .catch((err: unknown) => app.logger.warn({ err, key }, 'a screenshot blob stays'));

/**
 * A deleted screen's picture goes with it. Its blob key holds an id only the screenshot row knows,
 * and that row cascades with the screen's, so the key is read before the screen's row is deleted
 * and the bytes are deleted after.
 */
export function deleteScreenshotsWithDevice(app: AppServices): () => void {
  const hook: DeviceDeletionHook = async (accountId, deviceId) => {
    const key = (await repo.findScreenshot(app.db, accountId, deviceId))?.blob_key;
    return async () => {
      if (key) await dropBlob(app, key);
    };
  };
  app.devices.deletionHooks.add(hook);
  return () => app.devices.deletionHooks.delete(hook);
}

/**
 * A screen answers a screenshot command with its picture. The image must be what its bytes say
 * (PNG or JPEG, its size from its header) and agree with the declared type; it is checked before
 * anything is read or written. Only an open screenshot command of this very screen takes one. The
 * command is closed and the picture's row written in one transaction: whoever reads the command
 * as done also finds its picture (an operator's page stops waiting when it reads "done", and a
 * read between the two would leave it with no picture and nothing more to wait for). Concurrent
 * uploads for one command all write their bytes, but only the one that closes it keeps them, so a
 * screen keeps no more pictures than operators asked for. The picture replaces the last one.
 */
export async function uploadScreenshot(
  app: AppServices,
  device: DeviceRef,
  commandId: string,
  image: { mimeType: string; base64: string },
) {
  const checked = checkScreenshot(image.base64);
  if (typeof checked === 'string')
    throw badUserInput(REFUSALS[checked], [{ path: 'base64', message: REFUSALS[checked] }]);
  if (checked.mimeType !== image.mimeType)
    throw badUserInput(`The screenshot is ${checked.mimeType}, not ${image.mimeType}`, [
      { path: 'mimeType', message: `The image's bytes say ${checked.mimeType}` },
    ]);
  const { db } = app;
  const command = await commands.findCommand(db, device.accountId, commandId);
  if (!command || command.deviceId !== device.id || command.type !== 'screenshot')
    throw notFound('Command');
  const finished = () => conflict('This screenshot command is already finished');
  if (command.status !== 'queued' && command.status !== 'delivered') throw finished();
  const now = app.clock.now();
  const id = uuidv7(now.getTime());
  const key = blobKey(device.accountId, device.id, id);
  await app.blobs.put(key, checked.bytes, { contentType: checked.mimeType });
  const stored = await db
    .transaction()
    .execute(async (trx) => {
      const closed = await commands.complete(trx, device.id, commandId, {
        status: 'done',
        error: null,
        at: now.toISOString(),
      });
      if (!closed) return null;
      const before = await repo.findScreenshot(trx, device.accountId, device.id);
      await repo.upsertScreenshot(trx, {
        id,
        account_id: device.accountId,
        device_id: device.id,
        command_id: commandId,
        blob_key: key,
        mime_type: checked.mimeType,
        width: checked.width,
        height: checked.height,
        size: checked.bytes.length,
        taken_at: now.toISOString(),
      });
      return { replaced: before?.blob_key };
    })
    .catch(async (error: unknown) => {
      // The screen was deleted meanwhile (its row is gone): no row will name these bytes.
      await dropBlob(app, key);
      throw error;
    });
  if (!stored) {
    await dropBlob(app, key);
    throw finished();
  }
  // The blobs the row no longer names go: the one it replaced, or this one when another upload
  // of the same screen landed in between.
  const kept = (await repo.findScreenshot(db, device.accountId, device.id))?.blob_key;
  for (const stale of [stored.replaced, key])
    if (stale && stale !== kept) await dropBlob(app, stale);
  app.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return (await commands.findCommand(db, device.accountId, commandId))!;
}

/** Device.screenshot: the latest picture, as a short-lived signed link, for device:read. */
export async function latestScreenshot(
  app: AppServices,
  scope: Scope,
  device: DeviceRow,
  baseUrl: string,
) {
  assertPermission(scope, PERMISSIONS.device.read);
  if (device.accountId !== scope.accountId) return null;
  const row = await repo.findScreenshot(app.db, scope.accountId, device.id);
  if (!row) return null;
  const path = signBlobPath(
    app.config.secret,
    row.blob_key,
    app.clock.now(),
    SCREENSHOT_LINK_TTL_MS,
  );
  return {
    url: baseUrl + path,
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    takenAt: row.taken_at,
    commandId: row.command_id,
  };
}
