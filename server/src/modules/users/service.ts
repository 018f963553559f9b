import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { conflict, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { invitationMessage } from '../../mail/messages.js';
import type { Scope } from '../../scope.js';
import { findAccount } from '../accounts/repo.js';
import { findUserRole } from '../user-roles/repo.js';
import { assertEmail } from './email-address.js';
import * as tokens from './one-time-tokens.js';
import * as repo from './repo.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';

/** The user acting in the scope; '' for a device, which account administration never admits. */
const actingUserId = (scope: Scope) => (scope.actor.kind === 'user' ? scope.actor.userId : '');

export function users(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.account.manage);
  return repo.listUsers(app.db, scope.accountId);
}

async function roleOfAccount(app: AppServices, accountId: string, roleId: string) {
  const role = await findUserRole(app.db, accountId, roleId);
  if (!role) throw notFound('User role');
  return role;
}

export async function pendingInvitations(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const rows = await tokens.listPendingInvitations(app.db, scope.accountId, app.clock.now());
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    email: r.email,
    userRoleId: r.user_role_id ?? '',
    expiresAt: r.expires_at,
  }));
}

/** Mails a join link (built on `baseUrl`) to an address no user has yet. */
export async function inviteUser(
  app: AppServices,
  scope: Scope,
  invite: { email: string; userRoleId: string },
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const { db } = app;
  const { userRoleId } = invite;
  const address = assertEmail(invite.email);
  await roleOfAccount(app, scope.accountId, userRoleId);
  if (await repo.emailTaken(db, address)) throw conflict('A user with this e-mail already exists');
  const account = await findAccount(db, scope.accountId);
  const { token, row } = await tokens.issueToken(db, app.clock.now(), {
    kind: 'invitation',
    accountId: scope.accountId,
    userId: null,
    email: address,
    userRoleId,
  });
  await app.mailer.send(
    invitationMessage(address, app.config.linkBaseUrl, token, account?.name ?? 'Marquee'),
  );
  return {
    id: row.id,
    accountId: scope.accountId,
    email: address,
    userRoleId,
    expiresAt: row.expiresAt,
  };
}

export async function cancelInvitation(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  return tokens.cancelInvitation(app.db, scope.accountId, id, app.clock.now());
}

export async function changeUserRole(
  app: AppServices,
  scope: Scope,
  userId: string,
  userRoleId: string,
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const { db } = app;
  if (userId === actingUserId(scope)) throw conflict('You cannot change your own role');
  await roleOfAccount(app, scope.accountId, userRoleId);
  if (!(await repo.setUserRole(db, scope.accountId, userId, userRoleId))) throw notFound('User');
  app.pubsub.publish('user:changed', userId, { userId });
  announceAccessChange(app, { userId });
  return (await repo.findUserById(db, scope.accountId, userId))!;
}

export async function removeUser(app: AppServices, scope: Scope, userId: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const { db } = app;
  if (userId === actingUserId(scope)) throw conflict('You cannot remove yourself');
  if (!(await repo.findUserById(db, scope.accountId, userId))) throw notFound('User');
  await repo.deleteUser(db, scope.accountId, userId);
  announceAccessChange(app, { userId });
  return true;
}

/** The user as stored now (the current-user subscription reads it again after each change). */
export async function userById(app: AppServices, scope: Scope, userId: string) {
  return (await repo.findUserById(app.db, scope.accountId, userId)) ?? null;
}
