import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import type { Scope } from '../../scope.js';
import { assertFeature, FEATURES } from '../accounts/features.js';
import { BYTES_PER_MB } from '../files/rules.js';
import { listRoles } from '../user-roles/repo.js';
import { listPendingInvitations } from '../users/one-time-tokens.js';
import * as repo from './repo.js';
import {
  decodeCursor,
  encodeCursor,
  MAX_LISTED_USERS,
  validPageSize,
  validSearch,
} from './rules.js';

// The partner console's reads. The resolver has checked the permission; every call here checks
// the partner feature of the caller's account, and reads only its children.

/** FEATURE_LOCKED (naming the tariff) unless the caller's account is a partner. */
export const assertPartner = (app: AppServices, scope: Scope) =>
  assertFeature(app, scope, FEATURES.partnerAccounts);

/** The child, or NOT_FOUND: an id of any other account reads exactly like one that never was. */
export async function childOf(app: AppServices, scope: Scope, id: string) {
  const child = await repo.findChild(app.db, scope.accountId, id);
  if (!child) throw notFound('Account');
  return child;
}

/** The list rows: each account's facts with its screens and storage, in two batched reads. */
export async function withUsage(app: AppServices, children: readonly repo.ChildAccountRow[]) {
  const ids = children.map((c) => c.id);
  const [screens, bytes] = await Promise.all([
    repo.screenCounts(app.db, ids, app.clock.now()),
    repo.storageBytes(app.db, ids),
  ]);
  return children.map((c) => ({
    _id: c.id,
    name: c.name,
    createdAt: c.createdAt,
    screensTotal: screens.get(c.id)?.total ?? 0,
    screensOnline: screens.get(c.id)?.online ?? 0,
    usedStorageMB: (bytes.get(c.id) ?? 0) / BYTES_PER_MB,
    maxStorageMB: c.maxStorageMB,
    languageCode: c.languageCode,
    temperatureUnit: c.temperatureUnit,
    subscription: {
      billingType: c.billingType,
      tariff: c.tariff,
      subscribedScreens: c.subscribedScreens,
      freeScreens: c.freeScreens,
      isTrial: c.isTrial,
      trialEndsAt: c.trialEndsAt,
    },
  }));
}

export async function partnerAccounts(
  app: AppServices,
  scope: Scope,
  args: { search?: string | null; first: number; after?: string | null },
) {
  const query = {
    partnerId: scope.accountId,
    search: validSearch(args.search),
    first: validPageSize(args.first),
    after: decodeCursor(args.after),
  };
  await assertPartner(app, scope);
  const page = await repo.childPage(app.db, query);
  return {
    items: await withUsage(app, page.items),
    totalCount: page.totalCount,
    endCursor: page.last ? encodeCursor(page.last) : null,
    hasNextPage: page.hasNextPage,
  };
}

export async function partnerAccount(app: AppServices, scope: Scope, id: string) {
  await assertPartner(app, scope);
  const child = await childOf(app, scope, id);
  const [[account], users] = await Promise.all([withUsage(app, [child]), childUsers(app, id)]);
  return { account: account!, users };
}

/** Users first, then pending invitations, together at most MAX_LISTED_USERS. */
async function childUsers(app: AppServices, accountId: string) {
  const { db } = app;
  const [members, invitations, roles] = await Promise.all([
    repo.childUsers(db, accountId, MAX_LISTED_USERS),
    listPendingInvitations(db, accountId, app.clock.now()),
    listRoles(db, accountId),
  ]);
  const roleName = (id: string | null) => roles.find((r) => r.id === id)?.name ?? '';
  return [
    ...members.map((u) => ({
      _id: u.id,
      email: u.email,
      roleName: u.role_name,
      status: 'active' as const,
    })),
    ...invitations.map((i) => ({
      _id: i.id,
      email: i.email,
      roleName: roleName(i.user_role_id),
      status: 'invited' as const,
    })),
  ].slice(0, MAX_LISTED_USERS);
}

export async function partnerSignUpLink(app: AppServices, scope: Scope) {
  await assertPartner(app, scope);
  const id = encodeURIComponent(scope.accountId);
  return `${app.config.linkBaseUrl}/sign-up?partnerAccountId=${id}`;
}
