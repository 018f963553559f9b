import { accountDisabled } from '../../errors.js';
import type { Resolvers } from '../../graphql/generated.js';
import {
  requestFactsOf,
  requireSessionUser,
  requireUser,
  signedInSessionOf,
  userScopeOf,
  type SignedInSession,
} from '../../graphql/guards.js';
import type { GraphQLContext } from '../../request/context.js';
import { mapEvents } from '../../pubsub/streams.js';
import { userById } from '../users/service.js';
import * as flows from './account-flows.js';
import * as auth from './service.js';

/** The signed-in user's session; UNAUTHENTICATED, or FORBIDDEN for a device or an API key. */
function sessionOf(ctx: GraphQLContext): SignedInSession {
  requireSessionUser(ctx);
  return signedInSessionOf(ctx)!;
}

export const authResolvers: Resolvers = {
  Query: {
    currentUser: (_root, _args, ctx) => (ctx.principal.kind === 'user' ? ctx.principal.user : null),
    currentUserSession: (_root, _args, ctx) => {
      // The console asks this first: a disabled account's user learns why, not just "sign in".
      if (ctx.principal.kind === 'anonymous' && ctx.principal.accountDisabled)
        throw accountDisabled();
      return ctx.principal.kind === 'user'
        ? { user: ctx.principal.user, currentSpaceId: ctx.principal.session.currentSpaceId }
        : null;
    },
    mySessions: (_root, _args, ctx) => auth.mySessions(ctx.services, sessionOf(ctx)),
  },
  Mutation: {
    signIn: (_root, { email, password }, ctx) =>
      auth.signIn(ctx.services, requestFactsOf(ctx), email, password),
    signOut: (_root, _args, ctx) =>
      auth.signOut(ctx.services, requestFactsOf(ctx), signedInSessionOf(ctx)),
    changePassword: (_root, { currentPassword, newPassword }, ctx) =>
      auth.changePassword(ctx.services, sessionOf(ctx), currentPassword, newPassword),
    revokeSession: (_root, { id }, ctx) => auth.revokeMySession(ctx.services, sessionOf(ctx), id),
    changeCurrentSpace: (_root, { spaceId }, ctx) =>
      auth.changeCurrentSpace(
        ctx.services,
        userScopeOf(ctx),
        sessionOf(ctx),
        requestFactsOf(ctx),
        spaceId,
      ),
    signUp: (_root, { input }, ctx) => flows.signUp(ctx.services, requestFactsOf(ctx), input),
    confirmEmail: (_root, { token }, ctx) => flows.confirmEmail(ctx.services, token),
    requestPasswordRecovery: (_root, { email }, ctx) =>
      flows.requestPasswordRecovery(ctx.services, requestFactsOf(ctx), email),
    changePasswordByToken: (_root, { token, newPassword }, ctx) =>
      flows.changePasswordByToken(ctx.services, token, newPassword),
    acceptInvitation: (_root, { token, password }, ctx) =>
      flows.acceptInvitation(ctx.services, requestFactsOf(ctx), token, password),
  },
  Subscription: {
    subscribeToCurrentUser: {
      subscribe: async function* (_root, _args, ctx) {
        const { user } = requireUser(ctx);
        const scope = userScopeOf(ctx);
        const app = ctx.services;
        yield { subscribeToCurrentUser: user };
        yield* mapEvents(app.pubsub.subscribe('user:changed', user.id), async () => ({
          subscribeToCurrentUser: await userById(app, scope, user.id),
        }));
      },
    },
  },
};
