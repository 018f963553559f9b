import type { Db } from '../db/connect.js';
import { uuidv7 } from '../ids.js';
import { FEATURES } from '../modules/accounts/features.js';
import { insertAccount } from '../modules/accounts/repo.js';
import { insertSpace } from '../modules/spaces/repo.js';
import { BUILT_IN_ROLES } from '../modules/user-roles/built-in-roles.js';
import { insertUserRole } from '../modules/user-roles/repo.js';
import { insertUser } from '../modules/users/repo.js';

// The demo's reseller: a partner account with the partner feature, its administrator, and one
// customer account it looks after, so the partner console has something to show on first start.

export const PARTNER_DEMO_EMAIL = 'partner@marquee.local';
const PARTNER_ACCOUNT_NAME = 'Northwind Resellers';
const CHILD_ACCOUNT_NAME = 'Northwind Cafe';
const CHILD_DEMO_EMAIL = 'cafe@marquee.local';

interface SeedFacts {
  at: string;
  id: () => string;
  /** The demo password's hash (hashing is slow; every demo user shares the one password). */
  passwordHash: string;
}

/** An account with a space, the built-in roles and one admin user; its account id. */
async function seedAccount(
  db: Db,
  facts: SeedFacts,
  account: { name: string; email: string; features: string[]; partnerAccountId: string | null },
) {
  const { at, id } = facts;
  const accountId = id();
  await insertAccount(db, {
    id: accountId,
    name: account.name,
    billingType: 'none',
    tariff: 'Enterprise',
    enabledFeatures: account.features,
    maxStorageCapacityInMB: 10_000,
    languageCode: 'en',
    temperatureUnit: 'celsius',
    createdAt: at,
    partnerAccountId: account.partnerAccountId,
  });
  await insertSpace(db, { id: id(), accountId, name: 'Default space', createdAt: at });
  const roleIds = BUILT_IN_ROLES.map(() => id());
  for (const [i, role] of BUILT_IN_ROLES.entries()) {
    await insertUserRole(db, {
      id: roleIds[i]!,
      accountId,
      name: role.name,
      permissions: [...role.permissions],
      isBuiltIn: true,
      createdAt: at,
    });
  }
  await insertUser(db, {
    id: id(),
    accountId,
    email: account.email,
    role: 'ROLE_ADMIN',
    userRoleId: roleIds[0]!,
    createdAt: at,
    passwordHash: facts.passwordHash,
  });
  return accountId;
}

/** Seeds the partner and its child inside the demo seed's transaction. */
export async function seedPartnerDemo(db: Db, now: Date, passwordHash: string): Promise<void> {
  const facts: SeedFacts = {
    at: now.toISOString(),
    id: () => uuidv7(now.getTime()),
    passwordHash,
  };
  const partnerId = await seedAccount(db, facts, {
    name: PARTNER_ACCOUNT_NAME,
    email: PARTNER_DEMO_EMAIL,
    features: [FEATURES.partnerAccounts],
    partnerAccountId: null,
  });
  await seedAccount(db, facts, {
    name: CHILD_ACCOUNT_NAME,
    email: CHILD_DEMO_EMAIL,
    features: [],
    partnerAccountId: partnerId,
  });
}
