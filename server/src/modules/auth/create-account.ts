import type { Db } from '../../db/connect.js';
import { uuidv7 } from '../../ids.js';
import { insertAccount } from '../accounts/repo.js';
import { insertSpace } from '../spaces/repo.js';
import { BUILT_IN_ROLES } from '../user-roles/built-in-roles.js';
import { insertUserRole } from '../user-roles/repo.js';
import { insertUser } from '../users/repo.js';

// Account creation composes accounts, spaces, roles and users; it lives here, above all four, so
// none of them imports another back.

export interface NewAccount {
  name: string;
  adminEmail: string;
  adminPasswordHash: string;
  emailConfirmed: boolean;
  partnerAccountId: string | null;
}

interface AccountIds {
  accountId: string;
  spaceId: string;
  /** The built-in roles' ids, in BUILT_IN_ROLES order (the first is Administrator). */
  roleIds: string[];
}

/** The account, its first space and the built-in roles: every row of an account but its users. */
async function insertAccountRecords(
  trx: Db,
  at: string,
  ids: AccountIds,
  input: Pick<NewAccount, 'name' | 'partnerAccountId'>,
) {
  const { accountId, spaceId, roleIds } = ids;
  await insertAccount(trx, {
    id: accountId,
    name: input.name,
    billingType: 'subscription',
    tariff: 'Free',
    maxStorageCapacityInMB: 1_000,
    languageCode: 'en',
    temperatureUnit: 'celsius',
    createdAt: at,
    partnerAccountId: input.partnerAccountId,
  });
  await insertSpace(trx, { id: spaceId, accountId, name: 'Default space', createdAt: at });
  for (const [i, role] of BUILT_IN_ROLES.entries()) {
    await insertUserRole(trx, {
      id: roleIds[i]!,
      accountId,
      name: role.name,
      permissions: [...role.permissions],
      isBuiltIn: true,
      createdAt: at,
    });
  }
}

const newAccountIds = (now: Date): AccountIds => {
  const id = () => uuidv7(now.getTime());
  return { accountId: id(), spaceId: id(), roleIds: BUILT_IN_ROLES.map(() => id()) };
};

/** An account with its first space, the built-in roles and an admin user, in one transaction. */
export async function createAccountWithAdmin(db: Db, now: Date, input: NewAccount) {
  const at = now.toISOString();
  const ids = newAccountIds(now);
  const userId = uuidv7(now.getTime());
  await db.transaction().execute(async (trx) => {
    await insertAccountRecords(trx, at, ids, input);
    await insertUser(trx, {
      id: userId,
      accountId: ids.accountId,
      email: input.adminEmail,
      passwordHash: input.adminPasswordHash,
      role: 'ROLE_ADMIN',
      userRoleId: ids.roleIds[0]!,
      createdAt: at,
      emailConfirmed: input.emailConfirmed,
    });
  });
  return { accountId: ids.accountId, spaceId: ids.spaceId, userId };
}

/**
 * An account with its first space and the built-in roles but no user yet: its first
 * administrator is invited by e-mail and chooses a password on joining.
 */
export async function createAccountAwaitingAdmin(
  db: Db,
  now: Date,
  input: Pick<NewAccount, 'name' | 'partnerAccountId'>,
) {
  const ids = newAccountIds(now);
  await db.transaction().execute((trx) => insertAccountRecords(trx, now.toISOString(), ids, input));
  return { accountId: ids.accountId, administratorRoleId: ids.roleIds[0]! };
}
