import type { Resolvers } from '../../graphql/generated.js';
import { requireUser, scopeOf } from '../../graphql/guards.js';
import type { GraphQLContext } from '../../http/context.js';
import * as preferences from './service.js';

/** Preferences are a signed-in user's own; anyone else is turned away as before. */
const userScope = (ctx: GraphQLContext) => (requireUser(ctx), scopeOf(ctx));

export const preferenceResolvers: Resolvers = {
  Query: {
    myPreferences: (_root, _args, ctx) => preferences.myPreferences(ctx.services, userScope(ctx)),
  },
  Mutation: {
    updateMyPreferences: (_root, { input }, ctx) =>
      preferences.updateMyPreferences(ctx.services, userScope(ctx), input),
  },
};
