import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The screen-limit refusal of a pairing (QUOTA_EXCEEDED with the billing page's path): its
 * sentence and where to add screens, or null for any other failure.
 */
export function screenLimitOf(error: unknown): { message: string; billingPath: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found = error.errors.find(
    (e) => e.extensions?.code === 'QUOTA_EXCEEDED' && typeof e.extensions.billingPath === 'string',
  );
  if (!found) return null;
  return { message: found.message, billingPath: String(found.extensions?.billingPath) };
}
