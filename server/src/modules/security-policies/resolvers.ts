import type { Resolvers } from '../../graphql/generated.js';
import * as policies from './service.js';

export const securityPolicyResolvers: Resolvers = {
  Query: {
    securityPolicies: (_root, _args, ctx) => policies.securityPolicies(ctx),
  },
  Mutation: {
    updateSecurityPolicies: (_root, { data }, ctx) =>
      policies.updateSecurityPolicies(ctx, {
        ...data,
        sessionLifetimeMinutes: data.sessionLifetimeMinutes ?? null,
      }),
  },
};
