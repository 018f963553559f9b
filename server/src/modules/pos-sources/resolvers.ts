import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { STORE_MENU_READ } from '../../graphql/widget-access.js';
import { currentStoreMenu, storeMenuBoards } from './service.js';

export const posSourceResolvers: Resolvers = {
  Query: {
    // Screens read these too; users who may read scenes, apps or menu boards.
    storeMenuBoards: (_root, args, ctx) =>
      storeMenuBoards(ctx.services, guard(ctx, STORE_MENU_READ), args),
    currentStoreMenu: (_root, args, ctx) =>
      currentStoreMenu(ctx.services, guard(ctx, STORE_MENU_READ), args),
  },
};
