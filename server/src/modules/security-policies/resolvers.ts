import type { Resolvers } from '../../graphql/generated.js';
import { ACCOUNT_MANAGE, guard } from '../../graphql/guards.js';
import * as policies from './service.js';

export const securityPolicyResolvers: Resolvers = {
  Query: {
    securityPolicies: (_root, _args, ctx) =>
      policies.securityPolicies(ctx.services, guard(ctx, ACCOUNT_MANAGE)),
  },
  Mutation: {
    updateSecurityPolicies: (_root, { data }, ctx) =>
      policies.updateSecurityPolicies(ctx.services, guard(ctx, ACCOUNT_MANAGE), {
        ...data,
        sessionLifetimeMinutes: data.sessionLifetimeMinutes ?? null,
      }),
  },
};
