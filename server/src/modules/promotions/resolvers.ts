import type { Resolvers } from '../../graphql/generated.js';
import { requireUser } from '../../graphql/guards.js';
import { findCurrentPromotion } from './repo.js';

export const promotionResolvers: Resolvers = {
  Query: {
    currentPromotion: async (_root, _args, ctx) => {
      requireUser(ctx);
      return (await findCurrentPromotion(ctx.services.db, ctx.now())) ?? null;
    },
  },
};
