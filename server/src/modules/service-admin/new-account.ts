import type { Db } from '../../db/connect.js';
import { uuidv7 } from '../../ids.js';
import { insertAccount } from '../accounts/repo.js';
import { insertSpace } from '../spaces/repo.js';
import { BUILT_IN_ROLES } from '../user-roles/built-in-roles.js';
import { insertUserRole } from '../user-roles/repo.js';

/**
 * A new account as a service admin makes it, in one transaction: the account with its tariff and
 * billing type, its first space and the built-in roles, and no user yet: its first administrator
 * joins by the mailed invitation (with the Administrator role, the first of BUILT_IN_ROLES).
 */
export async function insertAccountAwaitingAdmin(
  db: Db,
  now: Date,
  input: { name: string; tariff: string; billingType: string },
) {
  const at = now.toISOString();
  const id = () => uuidv7(now.getTime());
  const accountId = id();
  const roleIds = BUILT_IN_ROLES.map(() => id());
  await db.transaction().execute(async (trx) => {
    await insertAccount(trx, {
      id: accountId,
      name: input.name,
      billingType: input.billingType,
      tariff: input.tariff,
      maxStorageCapacityInMB: 1_000,
      languageCode: 'en',
      temperatureUnit: 'celsius',
      createdAt: at,
    });
    await insertSpace(trx, { id: id(), accountId, name: 'Default space', createdAt: at });
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
  });
  return { accountId, administratorRoleId: roleIds[0]! };
}
