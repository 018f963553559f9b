import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import type { Db } from '../db/connect.js';
import { randomToken, sha256Hex, uuidv7 } from '../ids.js';
import { FEATURES } from '../modules/accounts/features.js';
import { insertAccount } from '../modules/accounts/repo.js';
import { insertSession } from '../modules/auth/sessions-repo.js';
import {
  OPEN_TO_EVERY_SESSION,
  serviceAdminResolvers,
} from '../modules/service-admin/resolvers.js';
import { insertSpace } from '../modules/spaces/repo.js';
import { insertUserRole } from '../modules/user-roles/repo.js';
import { insertUser } from '../modules/users/repo.js';

// The three callers of the tenancy walk's service-admin part: a service admin (ROLE_GOD), the
// admin of a partner (reseller) account, and an ordinary user, each with a session token made
// straight in the database (no sign-in: the walk calls hundreds of times).

/** Every root field of the service-admin module that only a service admin may call. */
export const SERVICE_ADMIN_FIELDS: ReadonlySet<string> = new Set(
  [
    ...Object.keys(serviceAdminResolvers.Query ?? {}),
    ...Object.keys(serviceAdminResolvers.Mutation ?? {}),
  ].filter((name) => !OPEN_TO_EVERY_SESSION.has(name)),
);

export interface Caller {
  label: string;
  /** A new session token of the caller (some calls end the session they use). */
  token(): Promise<string>;
}

async function sessionMaker(db: Db, user: { id: string; accountId: string }, at: string) {
  return async () => {
    const token = randomToken('mqs_');
    await insertSession(db, {
      id: uuidv7(),
      tokenHash: sha256Hex(token),
      userId: user.id,
      accountId: user.accountId,
      currentSpaceId: null,
      createdAt: at,
    });
    return token;
  };
}

/** A user of `accountId` with every permission and the given role. */
async function addUser(db: Db, accountId: string, role: 'ROLE_USER' | 'ROLE_ADMIN', at: string) {
  const roleId = uuidv7();
  const id = uuidv7();
  await insertUserRole(db, {
    id: roleId,
    accountId,
    name: `Walk ${role}`,
    permissions: [...ALL_PERMISSIONS],
    isBuiltIn: false,
    createdAt: at,
  });
  await insertUser(db, {
    id,
    accountId,
    email: `walk-${role.toLowerCase()}-${id.slice(-8)}@example.com`,
    passwordHash: 'x',
    role,
    userRoleId: roleId,
    createdAt: at,
  });
  return { id, accountId };
}

/** A reseller account (the partner feature on) with its default space. */
async function insertPartner(db: Db, at: string) {
  const accountId = uuidv7();
  const spaceId = uuidv7();
  await insertAccount(db, {
    id: accountId,
    name: 'Walk partner',
    billingType: 'none',
    tariff: 'Enterprise',
    maxStorageCapacityInMB: 1,
    languageCode: 'en',
    temperatureUnit: 'celsius',
    createdAt: at,
    enabledFeatures: [FEATURES.partnerAccounts],
  });
  await insertSpace(db, { id: spaceId, accountId, name: 'Default space', createdAt: at });
  return { accountId, spaceId };
}

/**
 * A partner account with one child account of its own (not marked foreign, so reading it is no
 * leak) and its admin, holding every permission: the caller of the tenancy walk that may reach
 * its child and no other account.
 */
export async function partnerWithChild(db: Db, at: string) {
  const { accountId, spaceId } = await insertPartner(db, at);
  const childId = uuidv7();
  await insertAccount(db, {
    id: childId,
    name: 'Walk child',
    billingType: 'none',
    tariff: 'Enterprise',
    maxStorageCapacityInMB: 1,
    languageCode: 'en',
    temperatureUnit: 'celsius',
    createdAt: at,
    enabledFeatures: [],
    partnerAccountId: accountId,
  });
  const admin = await addUser(db, accountId, 'ROLE_ADMIN', at);
  return { user: { ...admin, spaceId }, childId };
}

/**
 * The callers: `serviceAdmin` is the seeded ROLE_GOD user; the partner is the admin of a new
 * partner account (the foreign account its client); the ordinary user is a ROLE_USER of
 * `homeAccountId` holding every permission, so only the role tells them apart.
 */
export async function serviceAdminCallers(
  db: Db,
  at: string,
  serviceAdmin: { id: string; accountId: string },
  homeAccountId: string,
  foreignAccountId: string,
): Promise<{ serviceAdmin: Caller; others: Caller[] }> {
  const { accountId: partnerId } = await insertPartner(db, at);
  await db
    .updateTable('accounts')
    .set({ partner_account_id: partnerId })
    .where('id', '=', foreignAccountId)
    .execute();
  const partner = await addUser(db, partnerId, 'ROLE_ADMIN', at);
  const ordinary = await addUser(db, homeAccountId, 'ROLE_USER', at);
  return {
    serviceAdmin: { label: 'service admin', token: await sessionMaker(db, serviceAdmin, at) },
    others: [
      { label: 'partner admin', token: await sessionMaker(db, partner, at) },
      { label: 'ordinary user', token: await sessionMaker(db, ordinary, at) },
    ],
  };
}
