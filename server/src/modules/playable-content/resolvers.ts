import type { Resolvers } from '../../graphql/generated.js';
import { playableContent } from './service.js';

export const playableContentResolvers: Resolvers = {
  Query: {
    playableContent: (_root, { entityId, collectionName }, ctx) =>
      playableContent(ctx, entityId, collectionName),
  },
};
