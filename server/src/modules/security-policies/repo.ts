import type { Db } from '../../db/connect.js';

export interface SecurityPolicies {
  minPasswordLength: number;
  requireDigit: boolean;
  requireUppercase: boolean;
  requireSymbol: boolean;
  sessionLifetimeMinutes: number | null;
}

export const DEFAULT_POLICIES: SecurityPolicies = {
  minPasswordLength: 8,
  requireDigit: false,
  requireUppercase: false,
  requireSymbol: false,
  sessionLifetimeMinutes: null,
};

export async function findPolicies(db: Db, accountId: string): Promise<SecurityPolicies> {
  const r = await db
    .selectFrom('security_policies')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!r) return DEFAULT_POLICIES;
  return {
    minPasswordLength: Number(r.min_password_length),
    requireDigit: Number(r.require_digit) === 1,
    requireUppercase: Number(r.require_uppercase) === 1,
    requireSymbol: Number(r.require_symbol) === 1,
    sessionLifetimeMinutes:
      r.session_lifetime_minutes === null ? null : Number(r.session_lifetime_minutes),
  };
}

export async function savePolicies(db: Db, accountId: string, p: SecurityPolicies) {
  const values = {
    min_password_length: p.minPasswordLength,
    require_digit: p.requireDigit ? 1 : 0,
    require_uppercase: p.requireUppercase ? 1 : 0,
    require_symbol: p.requireSymbol ? 1 : 0,
    session_lifetime_minutes: p.sessionLifetimeMinutes,
  };
  await db
    .insertInto('security_policies')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
}
