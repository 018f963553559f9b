import type { Resolvers } from '../../graphql/generated.js';
import { scopeOf } from '../../graphql/guards.js';
import { playbackChecksum, signedFileUrl, signedPageUrls } from '../files/urls.js';
import { playableContent } from './service.js';

export const playableContentResolvers: Resolvers = {
  Query: {
    playableContent: (_root, { entityId, collectionName }, ctx) =>
      playableContent(ctx.services, scopeOf(ctx), entityId, collectionName),
  },
  // A file row as a player needs it; URLs are signed for the origin the request came to.
  PlayableFile: {
    _id: (f) => f.id,
    name: (f) => f.originalName,
    url: (f, _args, ctx) => signedFileUrl(ctx, f),
    playbackChecksum: (f) => playbackChecksum(f),
    width: (f) => f.w,
    height: (f) => f.h,
    pageCount: (f) => f.numberOfPages,
    // From the file row (page_blob_keys): no query per file.
    pageUrls: (f, _args, ctx) => signedPageUrls(ctx, f),
  },
};
