import type { Resolvers } from '../../graphql/generated.js';
import { FEATURES, requireFeature } from '../accounts/features.js';
import { requireAccountManager } from '../../graphql/guards.js';
import { queryAuditLog } from './repo.js';

const MAX_PAGE = 200;

export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: async (_root, { filter, offset, limit }, ctx) => {
      const { user } = requireAccountManager(ctx);
      await requireFeature(ctx, FEATURES.auditLog);
      const page = await queryAuditLog(
        ctx.services.db,
        user.accountId,
        filter ?? {},
        Math.max(0, offset ?? 0),
        Math.min(MAX_PAGE, Math.max(1, limit ?? 50)),
      );
      return { total: page.total, items: page.items.map((e) => ({ ...e, _id: e.id })) };
    },
  },
};
