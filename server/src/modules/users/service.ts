import { badUserInput, conflict, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { invitationMessage } from '../../mail/messages.js';
import { findAccount, firstSpaceId } from '../accounts/repo.js';
import { assertEmail, redeemToken } from '../auth/account-flows.js';
import { requireAccountManager } from '../../graphql/guards.js';
import * as tokens from '../auth/one-time-tokens.js';
import { hashPassword } from '../auth/passwords.js';
import * as authRepo from '../auth/repo.js';
import { startSession } from '../auth/sessions.js';
import { assertPasswordAllowed } from '../security-policies/password-rules.js';
import { findPolicies } from '../security-policies/repo.js';
import * as repo from './repo.js';

export function users(ctx: GraphQLContext) {
  const { user } = requireAccountManager(ctx);
  return authRepo.listUsers(ctx.services.db, user.accountId);
}

async function roleOfAccount(ctx: GraphQLContext, accountId: string, roleId: string) {
  const role = await authRepo.findUserRole(ctx.services.db, accountId, roleId);
  if (!role) throw notFound('User role');
  return role;
}

export async function pendingInvitations(ctx: GraphQLContext) {
  const { user } = requireAccountManager(ctx);
  const rows = await tokens.listPendingInvitations(ctx.services.db, user.accountId, ctx.now());
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    email: r.email,
    userRoleId: r.user_role_id ?? '',
    expiresAt: r.expires_at,
  }));
}

export async function inviteUser(ctx: GraphQLContext, email: string, userRoleId: string) {
  const { user } = requireAccountManager(ctx);
  const { db } = ctx.services;
  const address = assertEmail(email);
  await roleOfAccount(ctx, user.accountId, userRoleId);
  if (await authRepo.emailTaken(db, address))
    throw conflict('A user with this e-mail already exists');
  const account = await findAccount(db, user.accountId);
  const { token, row } = await tokens.issueToken(db, ctx.now(), {
    kind: 'invitation',
    accountId: user.accountId,
    userId: null,
    email: address,
    userRoleId,
  });
  await ctx.services.mailer.send(
    invitationMessage(address, ctx.baseUrl, token, account?.name ?? 'Marquee'),
  );
  return {
    id: row.id,
    accountId: user.accountId,
    email: address,
    userRoleId,
    expiresAt: row.expiresAt,
  };
}

export async function acceptInvitation(ctx: GraphQLContext, secret: string, password: string) {
  const { db } = ctx.services;
  const { token, consume } = await redeemToken(ctx, 'invitation', secret);
  assertPasswordAllowed(password, await findPolicies(db, token.accountId), 'password');
  if (await authRepo.emailTaken(db, token.email))
    throw conflict('A user with this e-mail already exists');
  const role = await authRepo.findUserRole(db, token.accountId, token.userRoleId ?? '');
  if (!role) throw badUserInput('The role of this invitation no longer exists');
  await consume();
  const now = ctx.now();
  const userId = uuidv7(now.getTime());
  await authRepo.insertUser(db, {
    id: userId,
    accountId: token.accountId,
    email: token.email,
    passwordHash: await hashPassword(password),
    role: 'ROLE_USER',
    userRoleId: role.id,
    createdAt: now.toISOString(),
    emailConfirmed: true,
  });
  const user = (await authRepo.findUserById(db, token.accountId, userId))!;
  const sessionToken = await startSession(
    ctx,
    user,
    (await firstSpaceId(db, user.accountId)) ?? null,
  );
  return { user, token: sessionToken };
}

export async function cancelInvitation(ctx: GraphQLContext, id: string) {
  const { user } = requireAccountManager(ctx);
  return tokens.cancelInvitation(ctx.services.db, user.accountId, id, ctx.now());
}

export async function changeUserRole(ctx: GraphQLContext, userId: string, userRoleId: string) {
  const { user } = requireAccountManager(ctx);
  const { db } = ctx.services;
  if (userId === user.id) throw conflict('You cannot change your own role');
  await roleOfAccount(ctx, user.accountId, userRoleId);
  if (!(await repo.setUserRole(db, user.accountId, userId, userRoleId))) throw notFound('User');
  ctx.services.pubsub.publish('user:changed', userId, { userId });
  return (await authRepo.findUserById(db, user.accountId, userId))!;
}

export async function removeUser(ctx: GraphQLContext, userId: string) {
  const { user } = requireAccountManager(ctx);
  const { db } = ctx.services;
  if (userId === user.id) throw conflict('You cannot remove yourself');
  if (!(await authRepo.findUserById(db, user.accountId, userId))) throw notFound('User');
  await repo.deleteUser(db, user.accountId, userId);
  return true;
}
