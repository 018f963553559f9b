import type { Resolvers } from '../../graphql/generated.js';
import { mapEvents } from '../../pubsub/streams.js';
import { ACCOUNT_MANAGE, guard, scopeOf } from '../../graphql/guards.js';
import * as accounts from './service.js';

export const accountResolvers: Resolvers = {
  Query: {
    currentAccount: (_root, _args, ctx) =>
      accounts.currentAccount(ctx.services, ctx.principal.kind === 'user' ? scopeOf(ctx) : null),
  },
  Mutation: {
    updateAccount: (_root, { data }, ctx) =>
      accounts.updateAccount(ctx.services, guard(ctx, ACCOUNT_MANAGE), data),
  },
  Subscription: {
    subscribeToCurrentAccount: {
      subscribe: async function* (_root, _args, ctx) {
        // The caller's own account, as currentAccount: any signed-in user or key.
        const scope = guard(ctx);
        const app = ctx.services;
        yield { subscribeToCurrentAccount: await accounts.accountOf(app, scope) };
        yield* mapEvents(app.pubsub.subscribe('account:changed', scope.accountId), async () => ({
          subscribeToCurrentAccount: await accounts.accountOf(app, scope),
        }));
      },
    },
  },
  Account: {
    _id: (a) => a.id,
    subscriptionInfo: (a, _args, ctx) => accounts.subscriptionInfo(ctx.services, a),
    unpaidFeatureWarnings: (a) => a.unpaidFeatureWarnings,
    features: (a) => accounts.effectiveFeatures(a),
    partnerAccountId: (a) => a.partnerAccountId,
  },
};
