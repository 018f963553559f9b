import { PERMISSIONS, contentErrorMap } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound, type FieldError } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { findPlaylistsByIds } from '../playlists/repo.js';
import { editableScheduleSchema } from './model.js';
import * as repo from './repo.js';
import type { ScheduleRow } from './repo.js';

export interface ScheduleInput {
  name?: string | null;
  playlistTimings?:
    readonly { _id?: string | null; timeFrom: string; timeTo: string; playlistId: string }[] | null;
  spaceIds?: readonly string[] | null;
}

/** Schedules of the account shared to the current space. */
export function schedules(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.playlist.read);
  return repo.listSchedules(app.db, scope.accountId, scope.spaceId);
}

/** The schedule, if it is in the caller's account and shared to the caller's current space. */
async function findScheduleInSpace(app: AppServices, scope: Scope, id: string) {
  const [row] = await repo.findSchedulesByIds(app.db, scope.accountId, scope.spaceId, [id]);
  return row;
}

export async function schedule(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.playlist.read);
  return (await findScheduleInSpace(app, scope, id)) ?? null;
}

/** Schema and timing rules, and every timing's playlist in the account (any space). */
async function validate(app: AppServices, row: ScheduleRow): Promise<ScheduleRow> {
  const errors: FieldError[] = [];
  // The document alone: the row's bookkeeping (account, dates) is not schedule content.
  const parsed = editableScheduleSchema.safeParse(repo.scheduleDocument(row), {
    error: contentErrorMap,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ path: issue.path.map(String).join('.'), message: issue.message });
  const wanted = [...new Set(row.playlistTimings.map((t) => t.playlistId))];
  const known = new Set(
    (await findPlaylistsByIds(app.db, row.accountId, null, wanted)).map((p) => p.id),
  );
  row.playlistTimings.forEach((t, i) => {
    if (t.playlistId && !known.has(t.playlistId))
      errors.push({ path: `playlistTimings.${i}.playlistId`, message: 'Playlist not found' });
  });
  if (errors.length > 0 || !parsed.success)
    throw badUserInput(errors[0]?.message ?? 'Invalid schedule', errors);
  return { ...row, ...parsed.data };
}

const timings = (app: AppServices, input: NonNullable<ScheduleInput['playlistTimings']>) =>
  input.map((t) => ({
    _id: t._id ?? uuidv7(app.clock.now().getTime()),
    timeFrom: t.timeFrom,
    timeTo: t.timeTo,
    playlistId: t.playlistId,
  }));

export async function createSchedule(app: AppServices, scope: Scope, input: ScheduleInput) {
  assertPermission(scope, PERMISSIONS.playlist.update);
  const now = app.clock.now();
  const row = await validate(app, {
    _id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    name: input.name ?? '',
    playlistTimings: timings(app, input.playlistTimings ?? []),
    spaceIds: [...(input.spaceIds ?? (scope.spaceId ? [scope.spaceId] : []))],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  await repo.insertSchedule(app.db, row);
  return row;
}

/** Announced as content:changed, so screens showing the schedule load it again. */
export async function updateSchedule(
  app: AppServices,
  scope: Scope,
  id: string,
  input: ScheduleInput,
) {
  assertPermission(scope, PERMISSIONS.playlist.update);
  const current = await findScheduleInSpace(app, scope, id);
  if (!current) throw notFound('Schedule');
  const row = await validate(app, {
    ...current,
    name: input.name ?? current.name,
    playlistTimings: input.playlistTimings
      ? timings(app, input.playlistTimings)
      : current.playlistTimings,
    spaceIds: input.spaceIds ? [...input.spaceIds] : current.spaceIds,
    updatedAt: app.clock.now().toISOString(),
  });
  if (!(await repo.updateSchedule(app.db, row))) throw notFound('Schedule');
  app.events.emit('content:changed', { accountId: scope.accountId, entityIds: [id] });
  return row;
}

/** Announced as content:deleted, so screens showing the schedule stop showing it. */
export async function deleteSchedule(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.playlist.delete);
  if (!(await findScheduleInSpace(app, scope, id))) throw notFound('Schedule');
  if (!(await repo.deleteSchedule(app.db, scope.accountId, id))) throw notFound('Schedule');
  app.events.emit('content:deleted', { accountId: scope.accountId, entityIds: [id] });
  return true;
}
