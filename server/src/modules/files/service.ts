import { PERMISSIONS } from '@marquee/sdk/model';
import { badUserInput, conflict, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { acceptedType } from '../../media/accepted-types.js';
import { PROCESS_FILE_JOB } from '../../media/process-file-job.js';
import { PURGE_JOB, purgeFileNow } from '../../media/purge.js';
import { mapEvents } from '../../pubsub/streams.js';
import { signUploadPath } from '../../storage/upload-url.js';
import { FEATURES, requireFeature } from '../accounts/features.js';
import { requirePermission, type UserPrincipal } from '../../graphql/guards.js';
import { findFolder } from '../folders/repo.js';
import { publishFileChanged } from './events.js';
import { fileListPage, validPageSize } from './page.js';
import { prepend } from './prepend.js';
import { ownSpaceIds } from './spaces.js';
import * as repo from './repo.js';
import { MESSAGES, PLAY_QUOTA_PERIODS, PURGE_AFTER_MS, validName } from './rules.js';
import { assertStorageFor } from './storage-quota.js';

export interface CreateFileInput {
  originalName: string;
  fileSizeInBytes: number;
  mimetype: string;
  parentFolderId?: string | null;
  w?: number | null;
  h?: number | null;
  originalWidth?: number | null;
  originalHeight?: number | null;
  duration?: number | null;
}

export interface UpdateFileInput {
  originalName?: string | null;
  playbackSource?: string | null;
  parentFolderId?: string | null;
  playQuota?: { count?: number | null; period: string } | null;
  spaceIds?: string[] | null;
}

const visibleIn = (user: UserPrincipal, item: { spaceIds: string[] }) => {
  const space = user.session.currentSpaceId;
  return !space || item.spaceIds.includes(space);
};

/** Files shared to the current space: in one folder (null = root) or, without the argument, all. */
export async function files(ctx: GraphQLContext, folder?: { parentFolderId: string | null }) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  const all = await repo.listFiles(ctx.services.db, user.user.accountId, folder);
  return all.filter((f) => visibleIn(user, f));
}

/** One page of `files`, counted and cut in SQL (modules/files/page.ts). */
export async function filesPage(
  ctx: GraphQLContext,
  folder: { parentFolderId: string | null } | undefined,
  first: number,
  after: string | null,
) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  return fileListPage(ctx.services.db, {
    accountId: user.user.accountId,
    spaceId: user.session.currentSpaceId,
    folder,
    first: validPageSize(first),
    after,
  });
}

async function ownFile(ctx: GraphQLContext, user: UserPrincipal, id: string, deleted = false) {
  const file = await repo.findFile(ctx.services.db, user.user.accountId, id);
  if (!file || (!deleted && file.deletedAt) || !visibleIn(user, file)) throw notFound('File');
  return file;
}

export async function file(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  return ownFile(ctx, user, id);
}

async function assertFolder(ctx: GraphQLContext, accountId: string, folderId: string | null) {
  if (folderId === null) return;
  const folder = await findFolder(ctx.services.db, accountId, folderId);
  if (!folder || folder.deletedAt) throw notFound('Folder');
}

/** Records for a batch of uploads, each with the address to PUT its bytes to. */
export async function createFiles(ctx: GraphQLContext, inputs: readonly CreateFileInput[]) {
  const user = requirePermission(ctx, PERMISSIONS.media.update);
  const { db, blobs, config } = ctx.services;
  const accountId = user.user.accountId;
  if (inputs.length === 0) throw badUserInput('Choose at least one file');
  inputs.forEach((input, index) => {
    validName(input.originalName, `files.${index}.originalName`);
    if (!acceptedType(input.mimetype)) {
      throw badUserInput(MESSAGES.wrongType, [
        { path: `files.${index}.mimetype`, message: MESSAGES.wrongType },
      ]);
    }
    if (!Number.isSafeInteger(input.fileSizeInBytes) || input.fileSizeInBytes <= 0) {
      throw badUserInput('The file is empty', [
        { path: `files.${index}.fileSizeInBytes`, message: 'The file is empty' },
      ]);
    }
  });
  for (const folderId of new Set(inputs.map((i) => i.parentFolderId ?? null))) {
    await assertFolder(ctx, accountId, folderId);
  }
  // The whole batch must fit before any record is made: no byte is stored over the quota.
  await assertStorageFor(
    db,
    accountId,
    inputs.reduce((sum, i) => sum + i.fileSizeInBytes, 0),
  );

  const now = ctx.now();
  const spaceIds = user.session.currentSpaceId ? [user.session.currentSpaceId] : [];
  const created: repo.FileRow[] = [];
  for (const input of inputs) {
    const id = uuidv7(now.getTime());
    const row: repo.NewFile = {
      id,
      accountId,
      originalName: validName(input.originalName, 'originalName'),
      mimetype: input.mimetype,
      fileSizeInBytes: input.fileSizeInBytes,
      parentFolderId: input.parentFolderId ?? null,
      w: input.w ?? null,
      h: input.h ?? null,
      originalWidth: input.originalWidth ?? null,
      originalHeight: input.originalHeight ?? null,
      duration: input.duration ?? null,
      status: 'UPLOADING',
      isDemo: false,
      spaceIds,
      blobKey: `files/${accountId}/${id}/original`,
      checksum: '',
      createdAt: now.toISOString(),
    };
    await repo.insertFile(db, row);
    const saved = (await repo.findFile(db, accountId, id))!;
    const uploadUrl = blobs.presignPut
      ? await blobs.presignPut(row.blobKey, {
          contentType: row.mimetype,
          size: row.fileSizeInBytes,
        })
      : ctx.baseUrl + signUploadPath(config.secret, id, now);
    created.push({ ...saved, uploadUrl });
    publishFileChanged(ctx.services, saved);
  }
  return created;
}

/** The bytes are there: check them and start processing. */
export async function confirmUpload(ctx: GraphQLContext, fileId: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.update);
  const { db, blobs, jobs } = ctx.services;
  const found = await ownFile(ctx, user, fileId);
  if (found.status !== 'UPLOADING') return found; // a repeated confirm changes nothing
  const blob = await blobs.stat(found.blobKey);
  if (!blob || blob.size !== found.fileSizeInBytes) throw conflict(MESSAGES.uploadIncomplete);
  await repo.updateFileColumns(db, found.id, {
    status: 'PROCESSING',
    file_processing_progress_percents: 0,
    updated_at: ctx.now().toISOString(),
  });
  await jobs.enqueue(PROCESS_FILE_JOB, { fileId: found.id });
  const updated = (await repo.findFile(db, user.user.accountId, found.id))!;
  publishFileChanged(ctx.services, updated);
  ctx.services.events.emit('file:upload-confirmed', {
    fileId: updated.id,
    accountId: updated.accountId,
  });
  return updated;
}

export async function updateFile(ctx: GraphQLContext, id: string, data: UpdateFileInput) {
  const user = requirePermission(ctx, PERMISSIONS.media.update);
  const { db } = ctx.services;
  const found = await ownFile(ctx, user, id);
  const columns: Parameters<typeof repo.updateFileColumns>[2] = {};
  if (data.originalName != null)
    columns.original_name = validName(data.originalName, 'originalName');
  if (data.playbackSource != null) {
    if (data.playbackSource !== 'Converted' && data.playbackSource !== 'Original') {
      throw badUserInput('The play source is Converted or Original', [
        { path: 'playbackSource', message: 'Converted or Original' },
      ]);
    }
    columns.playback_source = data.playbackSource;
  }
  if (data.parentFolderId !== undefined) {
    await assertFolder(ctx, user.user.accountId, data.parentFolderId);
    columns.parent_folder_id = data.parentFolderId;
  }
  if (data.playQuota !== undefined) {
    // Setting a quota needs the feature; without it the console's disabled modal saves null.
    if (data.playQuota !== null) await requireFeature(ctx, FEATURES.playbackLimiting);
    columns.play_quota =
      data.playQuota === null ? null : JSON.stringify(validQuota(data.playQuota));
  }
  if (data.spaceIds != null) {
    columns.space_ids = JSON.stringify(await ownSpaceIds(ctx, user.user.accountId, data.spaceIds));
  }
  columns.updated_at = ctx.now().toISOString();
  await repo.updateFileColumns(db, found.id, columns);
  const updated = (await repo.findFile(db, user.user.accountId, found.id))!;
  publishFileChanged(ctx.services, updated);
  // Leaving a folder changes that folder's content too.
  if (found.parentFolderId && found.parentFolderId !== updated.parentFolderId) {
    publishFileChanged(ctx.services, found);
  }
  return updated;
}

function validQuota(quota: { count?: number | null; period: string }): repo.PlayQuota {
  if (!(PLAY_QUOTA_PERIODS as readonly string[]).includes(quota.period)) {
    throw badUserInput('The period is weekly, monthly, yearly or all-time', [
      { path: 'playQuota.period', message: 'weekly, monthly, yearly or all-time' },
    ]);
  }
  const count = quota.count ?? null;
  if (count !== null && (!Number.isInteger(count) || count < 1)) {
    throw badUserInput('The play count is a whole number of at least 1', [
      { path: 'playQuota.count', message: 'at least 1' },
    ]);
  }
  return { count, period: quota.period as repo.PlayQuota['period'] };
}

/** Undoable delete: hidden at once, purged on purgeFile or by the backstop job a minute later. */
export async function deleteFile(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.delete);
  const found = await ownFile(ctx, user, id);
  const now = ctx.now();
  await repo.updateFileColumns(ctx.services.db, found.id, { deleted_at: now.toISOString() });
  await ctx.services.jobs.enqueue(
    PURGE_JOB,
    { fileId: found.id },
    { runAt: new Date(now.getTime() + PURGE_AFTER_MS) },
  );
  publishFileChanged(ctx.services, found);
  return true;
}

export async function restoreFile(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.delete);
  const found = await ownFile(ctx, user, id, true);
  await repo.updateFileColumns(ctx.services.db, found.id, { deleted_at: null });
  const restored = (await repo.findFile(ctx.services.db, user.user.accountId, found.id))!;
  publishFileChanged(ctx.services, restored);
  return restored;
}

/** Ends the undo window now: blobs and record go. Only a deleted file can be purged. */
export async function purgeFile(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.delete);
  const found = await ownFile(ctx, user, id, true);
  if (!found.deletedAt) throw conflict('Delete the file before removing it for good');
  await purgeFileNow(ctx.services, found);
  return true;
}

export async function fileChanges(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  await ownFile(ctx, user, id);
  const source = prepend({ fileId: id }, ctx.services.pubsub.subscribe('media:file-changed', id));
  return mapEvents(source, async () => {
    const current = await repo.findFile(ctx.services.db, user.user.accountId, id);
    return current && !current.deletedAt ? current : undefined;
  });
}
