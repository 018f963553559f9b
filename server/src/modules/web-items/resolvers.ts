import type { Resolvers } from '../../graphql/generated.js';
import { userScopeOf } from '../../graphql/guards.js';
import { checkUrlFramable } from './service.js';

export const webItemResolvers: Resolvers = {
  Mutation: {
    checkUrlFramable: (_root, { data }, ctx) =>
      checkUrlFramable(ctx.services, userScopeOf(ctx), data),
  },
};
