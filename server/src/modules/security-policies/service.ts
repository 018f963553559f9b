import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { findPolicies, savePolicies, type SecurityPolicies } from './repo.js';

export function securityPolicies(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.account.manage);
  return findPolicies(app.db, scope.accountId);
}

export async function updateSecurityPolicies(
  app: AppServices,
  scope: Scope,
  data: SecurityPolicies,
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  if (data.minPasswordLength < 8 || data.minPasswordLength > 128) {
    const message = 'The minimum password length is between 8 and 128';
    throw badUserInput(message, [{ path: 'minPasswordLength', message }]);
  }
  if (data.sessionLifetimeMinutes !== null && data.sessionLifetimeMinutes < 5) {
    const message = 'Sessions last at least 5 minutes';
    throw badUserInput(message, [{ path: 'sessionLifetimeMinutes', message }]);
  }
  await savePolicies(app.db, scope.accountId, data);
  return data;
}
