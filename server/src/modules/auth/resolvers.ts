import type { Resolvers } from '../../graphql/generated.js';
import * as auth from './service.js';

export const authResolvers: Resolvers = {
  Query: {
    currentUser: (_root, _args, ctx) => auth.currentUser(ctx),
    currentUserSession: (_root, _args, ctx) => auth.currentUserSession(ctx),
  },
  Mutation: {
    signIn: (_root, { email, password }, ctx) => auth.signIn(ctx, email, password),
    signOut: (_root, _args, ctx) => auth.signOut(ctx),
    changePassword: (_root, { currentPassword, newPassword }, ctx) =>
      auth.changePassword(ctx, currentPassword, newPassword),
  },
  User: {
    _id: (user) => user.id,
    email: (user) => ({ email: user.email }),
    role: (user) => user.role,
    accountId: (user) => user.accountId,
    userRole: async (user, _args, ctx) => {
      const role = await auth.userRoleOf(ctx, user.accountId, user.userRoleId);
      return { _id: role.id, name: role.name, permissions: role.permissions };
    },
  },
};
