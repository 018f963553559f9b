import type { Resolvers } from '../../graphql/generated.js';
import { userScopeOf } from '../../graphql/guards.js';
import { currentPromotion } from './service.js';

export const promotionResolvers: Resolvers = {
  Query: {
    currentPromotion: (_root, _args, ctx) => currentPromotion(ctx.services, userScopeOf(ctx)),
  },
};
