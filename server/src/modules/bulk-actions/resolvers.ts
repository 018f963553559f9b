import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { bulkActionChanged } from './progress.js';
import type { BulkActionProgress } from './repo.js';
import * as bulk from './service.js';

// The service checks the permission of each kind of action (configure or delete).
export const bulkActionResolvers: Resolvers = {
  Query: {
    bulkAction: (_root, { id }, ctx) => bulk.bulkAction(ctx.services, guard(ctx), id),
  },
  Mutation: {
    startBulkAction: (_root, { input }, ctx) =>
      bulk.startBulkAction(ctx.services, guard(ctx), input),
  },
  Subscription: {
    bulkActionChanged: {
      subscribe: (_root, { id }, ctx) => bulkActionChanged(ctx.services, guard(ctx), id),
      resolve: (row: BulkActionProgress) => row,
    },
  },
};
