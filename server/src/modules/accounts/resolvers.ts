import type { Resolvers } from '../../graphql/generated.js';
import * as accounts from './service.js';

export const accountResolvers: Resolvers = {
  Query: {
    currentAccount: (_root, _args, ctx) => accounts.currentAccount(ctx),
    spaces: async (_root, _args, ctx) =>
      (await accounts.spaces(ctx)).map((s) => ({ _id: s.id, name: s.name })),
  },
  Account: {
    _id: (a) => a.id,
    usedStorageCapacityInMB: (a, _args, ctx) => accounts.usedStorageMB(ctx, a.id),
  },
};
