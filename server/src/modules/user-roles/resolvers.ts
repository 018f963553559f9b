import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { userScopeOf } from '../../graphql/guards.js';
import type { RoleRow } from './repo.js';
import * as roles from './service.js';

export const toUserRole = (r: RoleRow) => ({
  _id: r.id,
  name: r.name,
  permissions: r.permissions,
  isBuiltIn: r.isBuiltIn,
});

export const userRoleResolvers: Resolvers = {
  Query: {
    userRoles: async (_root, _args, ctx) =>
      (await roles.userRoles(ctx.services, userScopeOf(ctx))).map(toUserRole),
    allPermissions: () => [...ALL_PERMISSIONS],
  },
  Mutation: {
    createUserRole: async (_root, { name, permissions }, ctx) =>
      toUserRole(await roles.createUserRole(ctx.services, userScopeOf(ctx), name, permissions)),
    updateUserRole: async (_root, { id, name, permissions }, ctx) =>
      toUserRole(await roles.updateUserRole(ctx.services, userScopeOf(ctx), id, name, permissions)),
    deleteUserRole: (_root, { id }, ctx) =>
      roles.deleteUserRole(ctx.services, userScopeOf(ctx), id),
  },
};
