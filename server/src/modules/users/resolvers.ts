import type { Resolvers } from '../../graphql/generated.js';
import { findUserRole } from '../auth/repo.js';
import * as users from './service.js';

type InvitationRow = Awaited<ReturnType<typeof users.inviteUser>>;

const toInvitation = (i: InvitationRow) => ({ ...i, _id: i.id });

export const userResolvers: Resolvers = {
  Query: {
    users: (_root, _args, ctx) => users.users(ctx),
    pendingInvitations: async (_root, _args, ctx) =>
      (await users.pendingInvitations(ctx)).map(toInvitation) as never,
  },
  Mutation: {
    inviteUser: async (_root, { email, userRoleId }, ctx) =>
      toInvitation(await users.inviteUser(ctx, email, userRoleId)) as never,
    acceptInvitation: (_root, { token, password }, ctx) =>
      users.acceptInvitation(ctx, token, password),
    changeUserRole: (_root, { userId, userRoleId }, ctx) =>
      users.changeUserRole(ctx, userId, userRoleId),
    removeUser: (_root, { userId }, ctx) => users.removeUser(ctx, userId),
    cancelInvitation: (_root, { id }, ctx) => users.cancelInvitation(ctx, id),
  },
  Invitation: {
    userRole: async (i, _args, ctx) => {
      const row = i as unknown as InvitationRow;
      const role = await findUserRole(ctx.services.db, row.accountId, row.userRoleId);
      return {
        _id: row.userRoleId,
        name: role?.name ?? '',
        permissions: role?.permissions ?? [],
        isBuiltIn: role?.isBuiltIn ?? false,
      };
    },
  },
};
