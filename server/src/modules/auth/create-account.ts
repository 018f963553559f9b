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

/** An account with its first space, the built-in roles and an admin user, in one transaction. */
export async function createAccountWithAdmin(db: Db, now: Date, input: NewAccount) {
  const at = now.toISOString();
  const id = () => uuidv7(now.getTime());
  const accountId = id();
  const spaceId = id();
  const userId = id();
  const roleIds = BUILT_IN_ROLES.map(() => id());
  await db.transaction().execute(async (trx) => {
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
    await insertUser(trx, {
      id: userId,
      accountId,
      email: input.adminEmail,
      passwordHash: input.adminPasswordHash,
      role: 'ROLE_ADMIN',
      userRoleId: roleIds[0]!,
      createdAt: at,
      emailConfirmed: input.emailConfirmed,
    });
  });
  return { accountId, spaceId, userId };
}
