import { MAX_FILES_PER_UPLOAD, PERMISSIONS, playWindowProblem } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { acceptedType } from '../../media/accepted-types.js';
import { mapEvents, startWith } from '../../pubsub/streams.js';
import type { Scope } from '../../scope.js';
import { signUploadPath } from '../../storage/upload-url.js';
import { assertFeature, FEATURES } from '../accounts/features.js';
import { assertFolderTarget } from '../folders/service.js';
import { ownSpaceIds } from '../folders/space-ids.js';
import { publishFileChanged } from './events.js';
import { fileListPage, validPageSize, validSearch, type FileKind, type FileSort } from './page.js';
import { PROCESS_FILE_JOB } from './process-file-job.js';
import { PURGE_JOB, purgeFileNow } from './purge.js';
import * as repo from './repo.js';
import { MESSAGES, PLAY_QUOTA_PERIODS, PURGE_AFTER_MS, validName } from './rules.js';
import { reserveStorage } from './storage-quota.js';

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
  validFrom?: string | null;
  validUntil?: string | null;
  muted?: boolean | null;
}

/** Files shared to the current space: in one folder (null = root) or, without the argument, all. */
export async function files(
  app: AppServices,
  scope: Scope,
  folder?: { parentFolderId: string | null },
) {
  assertPermission(scope, PERMISSIONS.media.read);
  return repo.listFiles(app.db, scope, folder);
}

/** What a page of the list is asked for: how many, after which cursor, narrowed and ordered. */
export interface FilesPageArgs {
  first: number;
  after?: string | null;
  search?: string | null;
  kind?: FileKind | null;
  sort?: FileSort | null;
}

/** One page of `files`, searched, counted, ordered and cut in SQL (page.ts). */
export async function filesPage(
  app: AppServices,
  scope: Scope,
  folder: { parentFolderId: string | null } | undefined,
  args: FilesPageArgs,
) {
  assertPermission(scope, PERMISSIONS.media.read);
  return fileListPage(app.db, {
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    folder,
    first: validPageSize(args.first),
    after: args.after ?? null,
    search: validSearch(args.search),
    kind: args.kind ?? null,
    sort: args.sort ?? null,
  });
}

/** A file the scope can see: NOT_FOUND when it is missing, another account's or space's. */
async function visibleFile(app: AppServices, scope: Scope, id: string, deleted = false) {
  const file = await repo.findFile(app.db, scope, id);
  if (!file || (!deleted && file.deletedAt)) throw notFound('File');
  return file;
}

/** Reads back a file just written, whatever space it is shared to now. */
const reread = async (app: AppServices, scope: Scope, id: string) =>
  (await repo.findFile(app.db, { accountId: scope.accountId, spaceId: null }, id))!;

export async function file(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.read);
  return visibleFile(app, scope, id);
}

/**
 * Records for a batch of uploads, each with the address to PUT its bytes to (`baseUrl` is the
 * origin clients reach this server at, for the disk store's upload address).
 */
export async function createFiles(
  app: AppServices,
  scope: Scope,
  inputs: readonly CreateFileInput[],
  baseUrl: string,
) {
  assertPermission(scope, PERMISSIONS.media.update);
  const { blobs, config } = app;
  const accountId = scope.accountId;
  if (inputs.length === 0) throw badUserInput('Choose at least one file');
  if (inputs.length > MAX_FILES_PER_UPLOAD)
    throw badUserInput(`Upload at most ${MAX_FILES_PER_UPLOAD} files at once`);
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
    await assertFolderTarget(app, scope, folderId);
  }
  const now = app.clock.now();
  const spaceIds = scope.spaceId ? [scope.spaceId] : [];
  const rows: repo.NewFile[] = inputs.map((input) => {
    const id = uuidv7(now.getTime());
    return {
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
  });
  // The whole batch must fit before any record is made: no byte is stored over the quota, and
  // the records are made in the same transaction as the check.
  const total = rows.reduce((sum, row) => sum + row.fileSizeInBytes, 0);
  await reserveStorage(app, accountId, total, async (trx) => {
    for (const row of rows) await repo.insertFile(trx, row);
  });

  const created: repo.FileRow[] = [];
  for (const row of rows) {
    const saved = await reread(app, scope, row.id);
    const uploadUrl = blobs.presignPut
      ? await blobs.presignPut(row.blobKey, {
          contentType: row.mimetype,
          size: row.fileSizeInBytes,
        })
      : baseUrl + signUploadPath(config.secret, row.id, now);
    created.push({ ...saved, uploadUrl });
    publishFileChanged(app, saved);
  }
  return created;
}

/** The bytes are there: check them and start processing. */
export async function confirmUpload(app: AppServices, scope: Scope, fileId: string) {
  assertPermission(scope, PERMISSIONS.media.update);
  const { db, blobs, jobs } = app;
  const found = await visibleFile(app, scope, fileId);
  if (found.status !== 'UPLOADING') return found; // a repeated confirm changes nothing
  const blob = await blobs.stat(found.blobKey);
  if (!blob || blob.size !== found.fileSizeInBytes) throw conflict(MESSAGES.uploadIncomplete);
  await repo.updateFileColumns(db, found.id, {
    status: 'PROCESSING',
    file_processing_progress_percents: 0,
    updated_at: app.clock.now().toISOString(),
  });
  // Announced before the job is queued: a worker may finish (or fail) the file before this
  // request goes on, and a listener must hear of the upload before it hears of the outcome.
  app.events.emit('file:upload-confirmed', { fileId: found.id, accountId: found.accountId });
  await jobs.enqueue(PROCESS_FILE_JOB, { fileId: found.id });
  const updated = await reread(app, scope, found.id);
  publishFileChanged(app, updated);
  return updated;
}

export async function updateFile(
  app: AppServices,
  scope: Scope,
  id: string,
  data: UpdateFileInput,
) {
  assertPermission(scope, PERMISSIONS.media.update);
  const { db } = app;
  const found = await visibleFile(app, scope, id);
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
    await assertFolderTarget(app, scope, data.parentFolderId);
    columns.parent_folder_id = data.parentFolderId;
  }
  if (data.playQuota !== undefined) {
    // Setting a quota needs the feature; without it the console's disabled modal saves null.
    if (data.playQuota !== null) {
      await assertFeature(app, scope, FEATURES.playbackLimiting);
    }
    columns.play_quota =
      data.playQuota === null ? null : JSON.stringify(validQuota(data.playQuota));
  }
  if (data.spaceIds != null) {
    columns.space_ids = JSON.stringify(await ownSpaceIds(app, scope.accountId, data.spaceIds));
  }
  Object.assign(columns, playWindowColumns(found, data));
  if (data.muted != null) columns.muted = data.muted ? 1 : 0;
  columns.updated_at = app.clock.now().toISOString();
  await repo.updateFileColumns(db, found.id, columns);
  const updated = await reread(app, scope, found.id);
  publishFileChanged(app, updated);
  // Leaving a folder changes that folder's content too.
  if (found.parentFolderId && found.parentFolderId !== updated.parentFolderId) {
    publishFileChanged(app, found);
  }
  // Screens showing the file (or anything holding it) play its new settings.
  if (changesPlay(data)) {
    app.events.emit('content:changed', { accountId: found.accountId, entityIds: [found.id] });
  }
  return updated;
}

/** Whether an update changes how screens play the file. */
const changesPlay = (data: UpdateFileInput) =>
  data.playbackSource != null ||
  data.playQuota !== undefined ||
  data.validFrom !== undefined ||
  data.validUntil !== undefined ||
  data.muted != null;

/**
 * The play window's columns for an update: each end given replaces the stored one (null clears
 * it), and the window that results must end after it starts.
 */
function playWindowColumns(found: repo.FileRow, data: UpdateFileInput) {
  if (data.validFrom === undefined && data.validUntil === undefined) return {};
  const window = {
    validFrom: data.validFrom === undefined ? found.validFrom : data.validFrom || null,
    validUntil: data.validUntil === undefined ? found.validUntil : data.validUntil || null,
  };
  const problem = playWindowProblem(window);
  if (problem) {
    throw badUserInput(problem.message, [{ path: problem.field, message: problem.message }]);
  }
  return { valid_from: window.validFrom, valid_until: window.validUntil };
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
export async function deleteFile(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.delete);
  const found = await visibleFile(app, scope, id);
  const now = app.clock.now();
  await repo.updateFileColumns(app.db, found.id, { deleted_at: now.toISOString() });
  await app.jobs.enqueue(
    PURGE_JOB,
    { fileId: found.id },
    { runAt: new Date(now.getTime() + PURGE_AFTER_MS) },
  );
  publishFileChanged(app, found);
  return true;
}

export async function restoreFile(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.delete);
  const found = await visibleFile(app, scope, id, true);
  await repo.updateFileColumns(app.db, found.id, { deleted_at: null });
  const restored = await reread(app, scope, found.id);
  publishFileChanged(app, restored);
  return restored;
}

/** Ends the undo window now: blobs and record go. Only a deleted file can be purged. */
export async function purgeFile(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.delete);
  const found = await visibleFile(app, scope, id, true);
  if (!found.deletedAt) throw conflict('Delete the file before removing it for good');
  await purgeFileNow(app, found);
  return true;
}

export async function fileChanges(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.read);
  await visibleFile(app, scope, id);
  const source = startWith({ fileId: id }, app.pubsub.subscribe('media:file-changed', id));
  return mapEvents(source, async () => {
    const current = await repo.findFile(app.db, scope, id);
    return current && !current.deletedAt ? current : undefined;
  });
}
