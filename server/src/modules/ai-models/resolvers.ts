import type { Resolvers } from '../../graphql/generated.js';
import { ACCOUNT_MANAGE, guard } from '../../graphql/guards.js';
import * as ai from './service.js';

export const aiModelResolvers: Resolvers = {
  Query: {
    // The editor (any operator of the account) and the screens' camera items read it.
    aiConfig: (_root, _args, ctx) => ai.aiConfig(ctx.services, guard(ctx, { devices: true })),
  },
  Mutation: {
    setAiModelEnabled: (_root, { name, enabled }, ctx) =>
      ai.setAiModelEnabled(ctx.services, guard(ctx, ACCOUNT_MANAGE), name, enabled),
  },
};
