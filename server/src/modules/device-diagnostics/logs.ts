import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, tooManyRequests } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import type { Scope } from '../../scope.js';
import type { DeviceRef } from '../devices/actor.js';
import type { DeviceRow } from '../devices/repo.js';
import { MAX_LOG_LINES_PER_DEVICE, MAX_LOG_MESSAGE, MAX_LOG_PAGE, MAX_LOG_READ } from './limits.js';
import { isPlaybackFailure } from './playback-failures.js';
import * as repo from './repo.js';
import type { LogLevel } from './repo.js';

/** A screen's clock ahead of the server's by more than this is not believed. */
const MAX_CLOCK_LEAD_MS = 5 * 60 * 1000;

export const LOG_PAGES_RATE_MESSAGE =
  'This screen sends its log too often; the lines wait and go in a minute';

export interface LogLineInput {
  seq: number;
  level: LogLevel;
  message: string;
  loggedAt: string;
}

/**
 * A page of a screen's log. Each line is stored once by (stream, seq), so a page sent again after
 * a lost answer changes nothing; the answer names the highest seq of the page, which the player
 * may then forget. Only the screen's newest MAX_LOG_LINES_PER_DEVICE lines are kept.
 */
export async function recordLogLines(
  app: AppServices,
  device: DeviceRef,
  stream: string,
  lines: readonly LogLineInput[],
) {
  if (lines.length > MAX_LOG_PAGE)
    throw badUserInput(`At most ${MAX_LOG_PAGE} log lines per request`);
  if (lines.some((l) => !Number.isInteger(l.seq) || l.seq < 0))
    throw badUserInput('A log line number is a whole number from 0');
  const now = app.clock.now();
  if (!(await app.rateLimits.take(RATE_LIMITS.deviceLogPagesPerDevice, device.id, now)))
    throw tooManyRequests(LOG_PAGES_RATE_MESSAGE);
  const latest = now.getTime() + MAX_CLOCK_LEAD_MS;
  const batch = uuidv7(now.getTime());
  const sorted = [...lines].sort((a, b) => a.seq - b.seq);
  const stored = await repo.insertLogEntries(
    app.db,
    sorted.map((line, i) => ({
      // Ids sort by arrival, then by place in the page, which breaks ties of equal times.
      id: `${batch}-${String(i).padStart(3, '0')}`,
      account_id: device.accountId,
      device_id: device.id,
      stream,
      seq: line.seq,
      level: line.level,
      message: line.message.slice(0, MAX_LOG_MESSAGE),
      logged_at: Date.parse(line.loggedAt) > latest ? now.toISOString() : line.loggedAt,
    })),
  );
  await repo.pruneLogEntries(app.db, device.accountId, device.id, MAX_LOG_LINES_PER_DEVICE);
  // Notifications count the failures again from the stored lines, so a resent page counts once.
  if (stored > 0 && sorted.some(isPlaybackFailure))
    app.events.emit('device:playback-failed', { accountId: device.accountId, deviceId: device.id });
  return { acknowledgedSeq: sorted.at(-1)?.seq ?? -1 };
}

/** Device.logs: a page of the screen's log, newest first, for device:read. */
export async function logPage(
  app: AppServices,
  scope: Scope,
  device: DeviceRow,
  filter: { levels?: readonly LogLevel[] | null; before?: string | null; limit: number },
) {
  assertPermission(scope, PERMISSIONS.device.read);
  const limit = Math.min(Math.max(filter.limit, 1), MAX_LOG_READ);
  if (device.accountId !== scope.accountId) return { entries: [], hasOlder: false };
  const rows = await repo.listLogEntries(app.db, scope.accountId, device.id, {
    levels: filter.levels ?? undefined,
    before: filter.before ?? undefined,
    limit,
  });
  if (!rows) return { entries: [], hasOlder: false };
  return { entries: rows.slice(0, limit), hasOlder: rows.length > limit };
}
