import { PERMISSIONS, type CollectionName, type Permission } from '@marquee/sdk/model';
import { notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { requireAccountId, requirePermission } from '../../graphql/guards.js';
import { signedFileUrl, signedPageUrls } from '../files/urls.js';
import { playlistDocument } from '../playlists/repo.js';
import { playQuotaCounters } from '../proof-of-play/quota.js';
import { scheduleDocument } from '../schedules/repo.js';
import { callerSpaceId } from '../spaces/scope.js';
import { loadPlayableGraph } from './graph.js';

const READ_PERMISSION: Record<CollectionName, Permission> = {
  file: PERMISSIONS.media.read,
  playlist: PERMISSIONS.playlist.read,
  scene: PERMISSIONS.scene.read,
  schedule: PERMISSIONS.playlist.read,
};

/** For a device token (its own account only) or a user who may read that kind of content. */
export async function playableContent(
  ctx: GraphQLContext,
  entityId: string,
  collectionName: CollectionName,
) {
  if (ctx.principal.kind === 'user') requirePermission(ctx, READ_PERMISSION[collectionName]);
  const accountId = requireAccountId(ctx);
  // A user reads in the current space; a device token in the space the screen was paired in.
  const space = callerSpaceId(ctx);
  const { db } = ctx.services;
  const graph = await loadPlayableGraph(db, accountId, space, collectionName, entityId);
  if (!graph) throw notFound(`The ${collectionName}`);
  const counters = await playQuotaCounters(db, accountId, graph.files, ctx.now());
  return {
    collectionName,
    entityId,
    content: {
      playlists: graph.playlists.map(playlistDocument),
      scenes: graph.scenes.map((s) => s.document),
      schedules: graph.schedules.map(scheduleDocument),
      playQuotaCounters: counters,
      files: graph.files.map((f) => ({
        _id: f.id,
        name: f.originalName,
        mimetype: f.mimetype,
        url: signedFileUrl(ctx, f),
        checksum: f.checksum,
        fileSizeInBytes: f.fileSizeInBytes,
        width: f.w,
        height: f.h,
        duration: f.duration,
        pageCount: f.numberOfPages,
        // From the file row (page_blob_keys): no query per file.
        pageUrls: signedPageUrls(ctx, f),
        playQuota: f.playQuota,
      })),
    },
  };
}
