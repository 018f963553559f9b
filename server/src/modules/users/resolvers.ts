import type { Resolvers } from '../../graphql/generated.js';
import { ACCOUNT_MANAGE, guard, selfServiceScopeOf } from '../../graphql/guards.js';
import { roleOrEmpty } from '../user-roles/service.js';
import { updateMyProfile } from './profile.js';
import * as users from './service.js';

type InvitationRow = Awaited<ReturnType<typeof users.inviteUser>>;
const toInvitation = (i: InvitationRow) => ({ ...i, _id: i.id });

export const userResolvers: Resolvers = {
  Query: {
    users: (_root, _args, ctx) => users.users(ctx.services, guard(ctx, ACCOUNT_MANAGE)),
    pendingInvitations: async (_root, _args, ctx) =>
      (await users.pendingInvitations(ctx.services, guard(ctx, ACCOUNT_MANAGE))).map(
        toInvitation,
      ) as never,
  },
  Mutation: {
    inviteUser: async (_root, { email, userRoleId }, ctx) =>
      toInvitation(
        await users.inviteUser(ctx.services, guard(ctx, ACCOUNT_MANAGE), {
          email,
          userRoleId,
        }),
      ) as never,
    changeUserRole: (_root, { userId, userRoleId }, ctx) =>
      users.changeUserRole(ctx.services, guard(ctx, ACCOUNT_MANAGE), userId, userRoleId),
    removeUser: (_root, { userId }, ctx) =>
      users.removeUser(ctx.services, guard(ctx, ACCOUNT_MANAGE), userId),
    cancelInvitation: (_root, { id }, ctx) =>
      users.cancelInvitation(ctx.services, guard(ctx, ACCOUNT_MANAGE), id),
    updateMyProfile: (_root, { input }, ctx) =>
      updateMyProfile(ctx.services, selfServiceScopeOf(ctx), input),
  },
  Invitation: {
    userRole: async (i, _args, ctx) => {
      const row = i as unknown as InvitationRow;
      const role = await roleOrEmpty(ctx.services, row.accountId, row.userRoleId);
      return {
        _id: row.userRoleId,
        name: role.name,
        permissions: role.permissions,
        isBuiltIn: role.isBuiltIn ?? false,
      };
    },
  },
  User: {
    _id: (user) => user.id,
    email: (user) => ({ email: user.email }),
    role: (user) => user.role,
    accountId: (user) => user.accountId,
    phoneNumber: (user) => (user.phoneNumber ? { phone: user.phoneNumber } : null),
    countryCode: (user) => user.countryCode,
    emailConfirmed: (user) => user.emailConfirmed,
    userRole: async (user, _args, ctx) => {
      const role = await roleOrEmpty(ctx.services, user.accountId, user.userRoleId);
      return {
        _id: role.id,
        name: role.name,
        permissions: role.permissions,
        isBuiltIn: role.isBuiltIn ?? false,
      };
    },
  },
};
