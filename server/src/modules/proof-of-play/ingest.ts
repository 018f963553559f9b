import { playbackEventSchema, type PlaybackEvent } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { uuidv7 } from '../../ids.js';
import { insertEvents, type EventRef } from './repo.js';

export const MAX_BATCH = 500;

/** YYYY-MM-DD of an instant in an IANA zone (UTC when none or unknown). */
function dayIn(instant: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

function refsOf(e: PlaybackEvent, base: Omit<EventRef, 'entity_type' | 'entity_id'>): EventRef[] {
  const pairs = new Map<string, EventRef>();
  const add = (entity_type: string, entity_id: string | null | undefined) => {
    if (entity_id) pairs.set(`${entity_type}:${entity_id}`, { ...base, entity_type, entity_id });
  };
  add('item', e.currentItemId);
  add('playlist', e.playlistId);
  for (const id of e.sceneIds ?? []) add('scene', id);
  for (const id of e.fileIds ?? []) add('file', id);
  return [...pairs.values()];
}

/** The screen that sends events, as its device token authenticated it for this request. */
export interface PlayingDevice {
  id: string;
  accountId: string;
  /** IANA zone the screen reported; its plays are counted on its local days. */
  timeZone: string | null;
}

export async function recordPlaybackEvents(
  app: AppServices,
  device: PlayingDevice,
  events: readonly unknown[],
) {
  if (events.length > MAX_BATCH)
    throw badUserInput(`At most ${MAX_BATCH} events per batch`, [
      { path: 'events', message: `At most ${MAX_BATCH} events per batch` },
    ]);
  const parsed = events.map((e, i) => {
    const result = playbackEventSchema.safeParse(e);
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = ['events', i, ...(issue?.path ?? [])].map(String).join('.');
      throw badUserInput(issue?.message ?? 'Invalid event', [
        { path, message: issue?.message ?? 'Invalid' },
      ]);
    }
    return result.data;
  });
  // Duplicates inside one batch count once too.
  const unique = [...new Map(parsed.map((e) => [e.id, e])).values()];
  const { timeZone } = device;
  const now = app.clock.now();
  const accepted = await insertEvents(
    app.db,
    unique.map((e) => {
      const day = dayIn(new Date(e.startTime), timeZone);
      return {
        row: {
          id: uuidv7(now.getTime()),
          account_id: device.accountId,
          device_id: device.id,
          event_id: e.id,
          item_id: e.currentItemId,
          playlist_id: e.playlistId ?? null,
          started_at: new Date(e.startTime).toISOString(),
          day,
          duration_s: e.durationSeconds,
          document: JSON.stringify(e),
          received_at: now.toISOString(),
        },
        refs: refsOf(e, {
          account_id: device.accountId,
          device_id: device.id,
          day,
          duration_s: e.durationSeconds,
        }),
      };
    }),
  );
  return {
    accepted,
    duplicates: events.length - accepted,
    acknowledgedIds: unique.map((e) => e.id),
  };
}
