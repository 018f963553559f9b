import { badUserInput } from '../../errors.js';
import type { SecurityPolicies } from './repo.js';

/** What is wrong with a password under the account's rules; empty when it is fine. */
function passwordProblems(password: string, p: SecurityPolicies): string[] {
  const problems: string[] = [];
  if (password.length < p.minPasswordLength)
    problems.push(`at least ${p.minPasswordLength} characters`);
  if (p.requireDigit && !/\d/.test(password)) problems.push('a digit');
  if (p.requireUppercase && !/[A-Z]/.test(password)) problems.push('an upper-case letter');
  if (p.requireSymbol && !/[^A-Za-z0-9]/.test(password)) problems.push('a symbol');
  return problems;
}

/** BAD_USER_INPUT on the given field when the password breaks the rules. */
export function assertPasswordAllowed(password: string, p: SecurityPolicies, field: string) {
  const problems = passwordProblems(password, p);
  if (problems.length === 0) return;
  const message = `The password needs ${problems.join(', ')}`;
  throw badUserInput(message, [{ path: field, message }]);
}
