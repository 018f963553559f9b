import {
  AUDIENCE_MAX_BATCH,
  AUDIENCE_MAX_OBJECT_LABELS,
  audienceMinuteSchema,
  type AudienceMinute,
} from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { fromInput, mergeMinutes, type MinuteCounts } from './merge.js';
import { RAW_MINUTES_RETENTION_DAYS } from './retention.js';
import { storeMinutes } from './rollups.js';

/** The most minutes per call and object labels per minute (the input limits read them). */
export const MAX_MINUTES = AUDIENCE_MAX_BATCH;
export const MAX_OBJECT_LABELS = AUDIENCE_MAX_OBJECT_LABELS;

/**
 * Minutes older than this, or ahead of the server by more than a day, are acknowledged and
 * dropped. A day inside the raw retention: an accepted minute always still finds its stored row
 * (even while a trim runs beside it), so a resend merges instead of counting again; an older one
 * may have been counted and trimmed already, and cannot be told from a first delivery.
 */
export const ACCEPT_PAST_DAYS = RAW_MINUTES_RETENTION_DAYS - 1;
const DAY_MINUTES = 24 * 60;

export interface CountingDevice {
  id: string;
  accountId: string;
}

function parseAll(minutes: readonly unknown[]): AudienceMinute[] {
  if (minutes.length > AUDIENCE_MAX_BATCH)
    throw badUserInput(`At most ${AUDIENCE_MAX_BATCH} minutes per batch`, [
      { path: 'minutes', message: `At most ${AUDIENCE_MAX_BATCH} minutes per batch` },
    ]);
  return minutes.map((m, i) => {
    const result = audienceMinuteSchema.safeParse(m);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const path = ['minutes', i, ...(issue?.path ?? [])].map(String).join('.');
    throw badUserInput(issue?.message ?? 'Invalid minute', [
      { path, message: issue?.message ?? 'Invalid' },
    ]);
  });
}

/**
 * Stores a page of a screen's audience minutes, exactly once: a minute is keyed by screen and
 * minute and merges by the larger count, so a resent page, two copies racing or a minute split
 * by a restart all store what one delivery would. Every id is acknowledged, the dropped too.
 */
export async function recordAudienceMinutes(
  app: AppServices,
  device: CountingDevice,
  input: readonly unknown[],
) {
  const parsed = parseAll(input);
  const nowMinute = Math.floor(app.clock.now().getTime() / 60_000);
  const byMinute = new Map<number, MinuteCounts>();
  for (const m of parsed) {
    const minute = Math.floor(Date.parse(m.minute) / 60_000);
    if (minute < nowMinute - ACCEPT_PAST_DAYS * DAY_MINUTES || minute > nowMinute + DAY_MINUTES)
      continue;
    const counts = fromInput(m);
    const earlier = byMinute.get(minute);
    byMinute.set(minute, earlier ? mergeMinutes(earlier, counts) : counts);
  }
  if (byMinute.size > 0) await storeMinutes(app, device, byMinute);
  return { acknowledgedIds: [...new Set(parsed.map((m) => m.id))] };
}
