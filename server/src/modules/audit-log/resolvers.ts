import type { Resolvers } from '../../graphql/generated.js';
import { ACCOUNT_MANAGE, guard } from '../../graphql/guards.js';
import * as audit from './service.js';

export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: async (_root, { filter, offset, limit }, ctx) => {
      const page = await audit.auditLog(ctx.services, guard(ctx, ACCOUNT_MANAGE), {
        filter,
        offset,
        limit,
      });
      return { total: page.total, items: page.items.map((e) => ({ ...e, _id: e.id })) };
    },
  },
};
