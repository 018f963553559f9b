import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { WIDGET_EDIT } from '../../graphql/widget-access.js';
import { checkUrlFramable } from './service.js';

export const webItemResolvers: Resolvers = {
  Mutation: {
    checkUrlFramable: (_root, { data }, ctx) =>
      checkUrlFramable(ctx.services, guard(ctx, WIDGET_EDIT), data),
  },
};
