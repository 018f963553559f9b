import { PERMISSIONS } from '@marquee/sdk/model';
import { badUserInput, notFound, type FieldError } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { requirePermission } from '../../graphql/guards.js';
import { clearPublishedContent } from '../devices/repo.js';
import { notifyDevicesChanged } from '../devices/publishing.js';
import { findPlaylistsByIds } from '../playlists/repo.js';
import { callerSpaceId, sharedTo } from '../spaces/scope.js';
import { notifyGraphChanged } from '../playlists/write.js';
import { editableScheduleSchema } from './model.js';
import * as repo from './repo.js';
import type { ScheduleRow } from './repo.js';

interface ScheduleInput {
  name?: string | null;
  playlistTimings?:
    readonly { _id?: string | null; timeFrom: string; timeTo: string; playlistId: string }[] | null;
  spaceIds?: readonly string[] | null;
}

export async function schedules(ctx: GraphQLContext) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.playlist.read);
  const all = await repo.listSchedules(ctx.services.db, user.accountId);
  const space = session.currentSpaceId;
  return space ? all.filter((s) => s.spaceIds.includes(space)) : all;
}

/** The schedule, if it is in the caller's account and shared to the caller's current space. */
async function findScheduleInSpace(ctx: GraphQLContext, accountId: string, id: string) {
  const [row] = await repo.findSchedulesByIds(ctx.services.db, accountId, [id]);
  return row && sharedTo(callerSpaceId(ctx), row) ? row : undefined;
}

export async function schedule(ctx: GraphQLContext, id: string) {
  const { user } = requirePermission(ctx, PERMISSIONS.playlist.read);
  return (await findScheduleInSpace(ctx, user.accountId, id)) ?? null;
}

async function validate(ctx: GraphQLContext, row: ScheduleRow): Promise<ScheduleRow> {
  const errors: FieldError[] = [];
  const parsed = editableScheduleSchema.safeParse(row);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ path: issue.path.map(String).join('.'), message: issue.message });
  const wanted = [...new Set(row.playlistTimings.map((t) => t.playlistId))];
  const known = new Set(
    (await findPlaylistsByIds(ctx.services.db, row.accountId, wanted)).map((p) => p.id),
  );
  row.playlistTimings.forEach((t, i) => {
    if (t.playlistId && !known.has(t.playlistId))
      errors.push({ path: `playlistTimings.${i}.playlistId`, message: 'Playlist not found' });
  });
  if (errors.length > 0 || !parsed.success)
    throw badUserInput(errors[0]?.message ?? 'Invalid schedule', errors);
  return { ...row, ...parsed.data };
}

const timings = (ctx: GraphQLContext, input: NonNullable<ScheduleInput['playlistTimings']>) =>
  input.map((t) => ({
    _id: t._id ?? uuidv7(ctx.now().getTime()),
    timeFrom: t.timeFrom,
    timeTo: t.timeTo,
    playlistId: t.playlistId,
  }));

export async function createSchedule(ctx: GraphQLContext, input: ScheduleInput) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.playlist.update);
  const now = ctx.now().toISOString();
  const row = await validate(ctx, {
    _id: uuidv7(ctx.now().getTime()),
    accountId: user.accountId,
    name: input.name ?? '',
    playlistTimings: timings(ctx, input.playlistTimings ?? []),
    spaceIds: [...(input.spaceIds ?? (session.currentSpaceId ? [session.currentSpaceId] : []))],
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertSchedule(ctx.services.db, row);
  return row;
}

export async function updateSchedule(ctx: GraphQLContext, id: string, input: ScheduleInput) {
  const { user } = requirePermission(ctx, PERMISSIONS.playlist.update);
  const current = await findScheduleInSpace(ctx, user.accountId, id);
  if (!current) throw notFound('Schedule');
  const row = await validate(ctx, {
    ...current,
    name: input.name ?? current.name,
    playlistTimings: input.playlistTimings
      ? timings(ctx, input.playlistTimings)
      : current.playlistTimings,
    spaceIds: input.spaceIds ? [...input.spaceIds] : current.spaceIds,
    updatedAt: ctx.now().toISOString(),
  });
  if (!(await repo.updateSchedule(ctx.services.db, row))) throw notFound('Schedule');
  await notifyGraphChanged(ctx, user.accountId, [id]);
  return row;
}

export async function deleteSchedule(ctx: GraphQLContext, id: string) {
  const { user } = requirePermission(ctx, PERMISSIONS.playlist.delete);
  const { db } = ctx.services;
  if (!(await findScheduleInSpace(ctx, user.accountId, id))) throw notFound('Schedule');
  if (!(await repo.deleteSchedule(db, user.accountId, id))) throw notFound('Schedule');
  notifyDevicesChanged(
    ctx.services,
    user.accountId,
    await clearPublishedContent(db, user.accountId, id),
  );
  return true;
}
