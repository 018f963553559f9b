import type { Resolvers } from '../../graphql/generated.js';
import { mapEvents } from '../../pubsub/streams.js';
import * as flows from './account-flows.js';
import { requireUser } from '../../graphql/guards.js';
import { findUserById } from './repo.js';
import * as auth from './service.js';

export const authResolvers: Resolvers = {
  Query: {
    currentUser: (_root, _args, ctx) => auth.currentUser(ctx),
    currentUserSession: (_root, _args, ctx) => auth.currentUserSession(ctx),
    mySessions: (_root, _args, ctx) => auth.mySessions(ctx),
  },
  Mutation: {
    signIn: (_root, { email, password }, ctx) => auth.signIn(ctx, email, password),
    signOut: (_root, _args, ctx) => auth.signOut(ctx),
    changePassword: (_root, { currentPassword, newPassword }, ctx) =>
      auth.changePassword(ctx, currentPassword, newPassword),
    signUp: (_root, { input }, ctx) => flows.signUp(ctx, input),
    confirmEmail: (_root, { token }, ctx) => flows.confirmEmail(ctx, token),
    requestPasswordRecovery: (_root, { email }, ctx) => flows.requestPasswordRecovery(ctx, email),
    changePasswordByToken: (_root, { token, newPassword }, ctx) =>
      flows.changePasswordByToken(ctx, token, newPassword),
    revokeSession: (_root, { id }, ctx) => auth.revokeMySession(ctx, id),
  },
  Subscription: {
    subscribeToCurrentUser: {
      subscribe: async function* (_root, _args, ctx) {
        const { user } = requireUser(ctx);
        const { db, pubsub } = ctx.services;
        yield { subscribeToCurrentUser: user };
        yield* mapEvents(pubsub.subscribe('user:changed', user.id), async () => ({
          subscribeToCurrentUser: (await findUserById(db, user.accountId, user.id)) ?? null,
        }));
      },
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
      const role = await auth.userRoleOf(ctx, user.accountId, user.userRoleId);
      return {
        _id: role.id,
        name: role.name,
        permissions: role.permissions,
        isBuiltIn: role.isBuiltIn ?? false,
      };
    },
  },
};
