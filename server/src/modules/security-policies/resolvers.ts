import type { Resolvers } from '../../graphql/generated.js';
import { userScopeOf } from '../../graphql/guards.js';
import * as policies from './service.js';

export const securityPolicyResolvers: Resolvers = {
  Query: {
    securityPolicies: (_root, _args, ctx) =>
      policies.securityPolicies(ctx.services, userScopeOf(ctx)),
  },
  Mutation: {
    updateSecurityPolicies: (_root, { data }, ctx) =>
      policies.updateSecurityPolicies(ctx.services, userScopeOf(ctx), {
        ...data,
        sessionLifetimeMinutes: data.sessionLifetimeMinutes ?? null,
      }),
  },
};
