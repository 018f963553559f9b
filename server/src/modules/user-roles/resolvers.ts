import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { ACCOUNT_MANAGE, guard } from '../../graphql/guards.js';
import type { RoleRow } from './repo.js';
import * as roles from './service.js';

const toUserRole = (r: RoleRow) => ({
  _id: r.id,
  name: r.name,
  permissions: r.permissions,
  isBuiltIn: r.isBuiltIn,
});

export const userRoleResolvers: Resolvers = {
  Query: {
    userRoles: async (_root, _args, ctx) =>
      (await roles.userRoles(ctx.services, guard(ctx, ACCOUNT_MANAGE))).map(toUserRole),
    allPermissions: () => [...ALL_PERMISSIONS],
  },
  Mutation: {
    createUserRole: async (_root, { name, permissions }, ctx) =>
      toUserRole(
        await roles.createUserRole(ctx.services, guard(ctx, ACCOUNT_MANAGE), name, permissions),
      ),
    updateUserRole: async (_root, { id, name, permissions }, ctx) =>
      toUserRole(
        await roles.updateUserRole(ctx.services, guard(ctx, ACCOUNT_MANAGE), id, name, permissions),
      ),
    deleteUserRole: (_root, { id }, ctx) =>
      roles.deleteUserRole(ctx.services, guard(ctx, ACCOUNT_MANAGE), id),
  },
};
