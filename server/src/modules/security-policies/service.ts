import { badUserInput } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { requireAccountManager } from '../../graphql/guards.js';
import { findPolicies, savePolicies, type SecurityPolicies } from './repo.js';

export function securityPolicies(ctx: GraphQLContext) {
  const { user } = requireAccountManager(ctx);
  return findPolicies(ctx.services.db, user.accountId);
}

export async function updateSecurityPolicies(ctx: GraphQLContext, data: SecurityPolicies) {
  const { user } = requireAccountManager(ctx);
  if (data.minPasswordLength < 8 || data.minPasswordLength > 128) {
    const message = 'The minimum password length is between 8 and 128';
    throw badUserInput(message, [{ path: 'minPasswordLength', message }]);
  }
  if (data.sessionLifetimeMinutes !== null && data.sessionLifetimeMinutes < 5) {
    const message = 'Sessions last at least 5 minutes';
    throw badUserInput(message, [{ path: 'sessionLifetimeMinutes', message }]);
  }
  await savePolicies(ctx.services.db, user.accountId, data);
  return data;
}
