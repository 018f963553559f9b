import type { Resolvers } from '../../graphql/generated.js';
import { scopeOf } from '../../graphql/guards.js';
import { currentStoreMenu, storeMenuBoards } from './service.js';

export const posSourceResolvers: Resolvers = {
  Query: {
    // Screens read these too: a device token is as good as a user's.
    storeMenuBoards: (_root, args, ctx) => storeMenuBoards(ctx.services, scopeOf(ctx), args),
    currentStoreMenu: (_root, args, ctx) => currentStoreMenu(ctx.services, scopeOf(ctx), args),
  },
};
