import type { Resolvers } from '../../graphql/generated.js';
import { mapEvents } from '../../pubsub/streams.js';
import { requireUser } from '../../graphql/guards.js';
import { findAccount } from './repo.js';
import * as accounts from './service.js';

export const accountResolvers: Resolvers = {
  Query: {
    currentAccount: (_root, _args, ctx) => accounts.currentAccount(ctx),
    spaces: async (_root, _args, ctx) =>
      (await accounts.spaces(ctx)).map((s) => ({ _id: s.id, name: s.name })),
  },
  Mutation: {
    updateAccount: (_root, { data }, ctx) => accounts.updateAccount(ctx, data),
  },
  Subscription: {
    subscribeToCurrentAccount: {
      subscribe: async function* (_root, _args, ctx) {
        const { user } = requireUser(ctx);
        const { db, pubsub } = ctx.services;
        yield { subscribeToCurrentAccount: (await findAccount(db, user.accountId)) ?? null };
        yield* mapEvents(pubsub.subscribe('account:changed', user.accountId), async () => ({
          subscribeToCurrentAccount: (await findAccount(db, user.accountId)) ?? null,
        }));
      },
    },
  },
  Account: {
    _id: (a) => a.id,
    usedStorageCapacityInMB: (a, _args, ctx) => accounts.usedStorageMB(ctx, a.id),
    subscriptionInfo: (a, _args, ctx) => accounts.subscriptionInfo(ctx, a),
    unpaidFeatureWarnings: (a) => a.unpaidFeatureWarnings,
    features: (a) => accounts.effectiveFeatures(a),
    partnerAccountId: (a) => a.partnerAccountId,
  },
};
