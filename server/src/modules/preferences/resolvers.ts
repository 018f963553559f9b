import type { Resolvers } from '../../graphql/generated.js';
import * as preferences from './service.js';

export const preferenceResolvers: Resolvers = {
  Query: {
    myPreferences: (_root, _args, ctx) => preferences.myPreferences(ctx),
  },
  Mutation: {
    updateMyPreferences: (_root, { input }, ctx) => preferences.updateMyPreferences(ctx, input),
  },
};
