import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { playbackChecksum, signedFileUrl, signedPageUrls } from '../files/urls.js';
import { isFontFile } from './playable-file.js';
import { playableContent, READ_PERMISSION } from './service.js';

export const playableContentResolvers: Resolvers = {
  Query: {
    // A screen plays what its space holds; a user needs the read permission of the kind asked.
    playableContent: (_root, { entityId, collectionName }, ctx) =>
      playableContent(
        ctx.services,
        guard(ctx, { anyOf: [READ_PERMISSION[collectionName]], devices: true }),
        entityId,
        collectionName,
      ),
  },
  PlayableContentGraph: {
    files: (graph) => [...graph.files, ...graph.fontFiles],
  },
  // A file row as a player needs it; URLs are signed for the origin the request came to. A font
  // file is public: its URL is on this server's origin, unsigned. (Fields a font file lacks,
  // duration and playQuota, resolve to null by default.)
  PlayableFile: {
    _id: (f) => f.id,
    name: (f) => (isFontFile(f) ? f.name : f.originalName),
    url: (f, _args, ctx) => (isFontFile(f) ? ctx.baseUrl + f.path : signedFileUrl(ctx, f)),
    playbackChecksum: (f) => (isFontFile(f) ? f.checksum : playbackChecksum(f)),
    width: (f) => (isFontFile(f) ? null : f.w),
    height: (f) => (isFontFile(f) ? null : f.h),
    pageCount: (f) => (isFontFile(f) ? null : f.numberOfPages),
    // From the file row (page_blob_keys): no query per file.
    pageUrls: (f, _args, ctx) => (isFontFile(f) ? null : signedPageUrls(ctx, f)),
    font: (f) => (isFontFile(f) ? f.font : null),
  },
};
