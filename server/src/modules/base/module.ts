import { defineModule } from '../define-module.js';

// The root types every module extends (Query, Mutation, Subscription, the scalars), and the two
// fields a client asks before anything else.

export const baseModule = defineModule({
  name: 'base',
  resolvers: {
    Query: {
      ping: () => true,
      serverTime: (_root, _args, ctx) => ctx.services.clock.now().toISOString(),
    },
  },
});
