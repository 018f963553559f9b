import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { supportConfigOf } from './service.js';

export const supportResolvers: Resolvers = {
  Query: {
    // A server setting, the same in every account: any signed-in person or key; no screen.
    supportConfig: (_root, _args, ctx) => {
      guard(ctx);
      return supportConfigOf(ctx.services.config.support);
    },
  },
};
