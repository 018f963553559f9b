import type { Resolvers } from '../../graphql/generated.js';
import { selfServiceScopeOf } from '../../graphql/guards.js';
import * as preferences from './service.js';

/** Preferences are a signed-in person's own: not a device's, not an API key's. */
const userScope = selfServiceScopeOf;

export const preferenceResolvers: Resolvers = {
  Query: {
    myPreferences: (_root, _args, ctx) => preferences.myPreferences(ctx.services, userScope(ctx)),
  },
  Mutation: {
    updateMyPreferences: (_root, { input }, ctx) =>
      preferences.updateMyPreferences(ctx.services, userScope(ctx), input),
  },
};
