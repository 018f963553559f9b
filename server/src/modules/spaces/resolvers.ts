import type { Resolvers } from '../../graphql/generated.js';
import { userScopeOf } from '../../graphql/guards.js';
import * as spaces from './service.js';

const toSpace = (s: { id: string; name: string }) => ({ _id: s.id, name: s.name });

export const spaceResolvers: Resolvers = {
  Query: {
    spaces: async (_root, _args, ctx) =>
      (await spaces.listSpaces(ctx.services, userScopeOf(ctx))).map(toSpace),
  },
  Mutation: {
    createSpace: async (_root, { name }, ctx) =>
      toSpace(await spaces.createSpace(ctx.services, userScopeOf(ctx), name)),
    renameSpace: async (_root, { id, name }, ctx) =>
      toSpace(await spaces.renameSpace(ctx.services, userScopeOf(ctx), id, name)),
    deleteSpace: (_root, { id }, ctx) => spaces.deleteSpace(ctx.services, userScopeOf(ctx), id),
  },
};
