import type { Resolvers } from '../../graphql/generated.js';
import * as spaces from './service.js';

const toSpace = (s: { id: string; name: string }) => ({ _id: s.id, name: s.name });

export const spaceResolvers: Resolvers = {
  Mutation: {
    createSpace: async (_root, { name }, ctx) => toSpace(await spaces.createSpace(ctx, name)),
    renameSpace: async (_root, { id, name }, ctx) =>
      toSpace(await spaces.renameSpace(ctx, id, name)),
    deleteSpace: (_root, { id }, ctx) => spaces.deleteSpace(ctx, id),
    changeCurrentSpace: (_root, { spaceId }, ctx) => spaces.changeCurrentSpace(ctx, spaceId),
  },
};
