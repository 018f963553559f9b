import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import type { Db } from '../../db/connect.js';
import { uuidv7 } from '../../ids.js';
import { screenPlaybackFailingMessage } from '../../mail/messages.js';
import { isPlaybackFailure } from '../device-diagnostics/playback-failures.js';
import { linesArrivedSince } from '../device-diagnostics/repo.js';
import { MAX_LOG_LINES_PER_DEVICE } from '../device-diagnostics/limits.js';
import { findDevice } from '../devices/repo.js';
import { recipients, type Recipient } from './recipients.js';

/**
 * "Playback failing": a screen that reports PLAYBACK_FAILURES_TO_ALERT failures (see
 * isPlaybackFailure) within PLAYBACK_FAILURE_WINDOW_MS, counted by when the lines reached the
 * server, mails the account's screen-offline recipients once. The alert then stays open while
 * failures keep coming: it closes once the screen has gone PLAYBACK_FAILURE_WINDOW_MS without
 * one (it played cleanly again), and only a new run of failures after that mails again. The
 * state is a row per screen, so every process agrees on it and a restart changes nothing.
 */
export const PLAYBACK_FAILURES_TO_ALERT = 5;
export const PLAYBACK_FAILURE_WINDOW_MS = 15 * 60_000;

export interface PlaybackFailureAlertsTable {
  id: string;
  account_id: string;
  device_id: string;
  alerted_at: string;
  /** The latest failure while the alert was open (arrival time, server clock). */
  last_failure_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    playback_failure_alerts: PlaybackFailureAlertsTable;
  }
}

type Deps = Pick<AppServices, 'db' | 'clock' | 'config'>;
type Send = (
  list: Recipient[],
  message: (r: Recipient) => ReturnType<typeof mailOf>,
) => Promise<void>;

const mailOf = screenPlaybackFailingMessage;

/** Checks one screen after it reported failures; mails when this run of failures opens an alert. */
export async function checkPlaybackFailures(
  deps: Deps,
  send: Send,
  ref: { accountId: string; deviceId: string },
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const since = now.getTime() - PLAYBACK_FAILURE_WINDOW_MS;
  const lines = await linesArrivedSince(
    db,
    ref.accountId,
    ref.deviceId,
    since,
    MAX_LOG_LINES_PER_DEVICE,
  );
  const failures = lines.filter(isPlaybackFailure);
  if (failures.length === 0) return;
  const cutoff = new Date(since).toISOString();
  const at = now.toISOString();
  // An open alert only learns of the newer failure: the screen has not played cleanly yet.
  const stillOpen = await db
    .updateTable('playback_failure_alerts')
    .set({ last_failure_at: at })
    .where('account_id', '=', ref.accountId)
    .where('device_id', '=', ref.deviceId)
    .where('last_failure_at', '>', cutoff)
    .executeTakeFirst();
  if (Number(stillOpen.numUpdatedRows) > 0) return;
  if (failures.length < PLAYBACK_FAILURES_TO_ALERT) return;
  if (!(await openAlert(db, ref, at, cutoff))) return;

  const device = await findDevice(db, ref.accountId, ref.deviceId);
  if (!device) return;
  const list = await recipients(db, device.accountId, 'screenOffline', [PERMISSIONS.device.read]);
  const facts = {
    count: failures.length,
    minutes: PLAYBACK_FAILURE_WINDOW_MS / 60_000,
    latest: failures.at(-1)!.message.split('\n')[0]!.slice(0, 300),
  };
  await send(list, (r) => mailOf(r.email, deps.config.linkBaseUrl, device, facts));
}

/**
 * Opens the screen's alert unless another process just did: true for the one caller that
 * inserted the row or took over a closed one.
 */
async function openAlert(
  db: Db,
  ref: { accountId: string; deviceId: string },
  at: string,
  cutoff: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('playback_failure_alerts')
    .values({
      id: uuidv7(Date.parse(at)),
      account_id: ref.accountId,
      device_id: ref.deviceId,
      alerted_at: at,
      last_failure_at: at,
    })
    .onConflict((oc) => oc.column('device_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const reopened = await db
    .updateTable('playback_failure_alerts')
    .set({ alerted_at: at, last_failure_at: at })
    .where('account_id', '=', ref.accountId)
    .where('device_id', '=', ref.deviceId)
    .where('last_failure_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(reopened.numUpdatedRows) > 0;
}
