import { z } from 'zod';
import { appError, badUserInput, conflict } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { confirmEmailMessage, passwordRecoveryMessage } from '../../mail/messages.js';
import { createAccountWithAdmin } from '../accounts/create-account.js';
import { findAccount } from '../accounts/repo.js';
import { assertPasswordAllowed } from '../security-policies/password-rules.js';
import { DEFAULT_POLICIES, findPolicies } from '../security-policies/repo.js';
import {
  checkToken,
  consumeToken,
  issueToken,
  TOKEN_TTL_MS,
  type TokenKind,
} from './one-time-tokens.js';
import { hashPassword } from './passwords.js';
import * as repo from './repo.js';

// Sign-up with e-mail confirmation, password recovery by a mailed link.

export const LINK_MESSAGES = {
  expired: 'This link has expired. Please ask for a new one.',
  used: 'This link has already been used.',
  unknown: 'This link is not valid.',
} as const;

const LINK_REASONS = { expired: 'TOKEN_EXPIRED', used: 'TOKEN_USED', unknown: 'TOKEN_INVALID' };

/** Checks a mailed token; BAD_USER_INPUT with a reason the console turns into its flow. */
export async function redeemToken(ctx: GraphQLContext, kind: TokenKind, secret: string) {
  const check = await checkToken(ctx.services.db, kind, secret, ctx.now());
  if (!check.ok) {
    throw appError('BAD_USER_INPUT', LINK_MESSAGES[check.reason], {
      reason: LINK_REASONS[check.reason],
    });
  }
  return {
    token: check.token,
    /** Marks it used; a second concurrent use loses and gets "already used". */
    async consume() {
      if (!(await consumeToken(ctx.services.db, check.token.id, ctx.now())))
        throw appError('BAD_USER_INPUT', LINK_MESSAGES.used, { reason: LINK_REASONS.used });
    },
  };
}

const emailSchema = z.email();
export function assertEmail(email: string, field = 'email'): string {
  const normalised = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalised).success) {
    throw badUserInput('Incorrect e-mail format', [
      { path: field, message: 'Incorrect e-mail format' },
    ]);
  }
  return normalised;
}

export async function signUp(
  ctx: GraphQLContext,
  input: {
    email: string;
    password: string;
    accountName?: string | null;
    partnerAccountId?: string | null;
  },
): Promise<boolean> {
  const { db, logger } = ctx.services;
  const email = assertEmail(input.email);
  assertPasswordAllowed(input.password, DEFAULT_POLICIES, 'password');
  if (input.partnerAccountId && !(await findAccount(db, input.partnerAccountId))) {
    throw badUserInput('Unknown partner account', [
      { path: 'partnerAccountId', message: 'Unknown partner account' },
    ]);
  }
  if (await repo.emailTaken(db, email)) throw conflict('A user with this e-mail already exists');
  const now = ctx.now();
  const created = await createAccountWithAdmin(db, now, {
    name: input.accountName?.trim() || email,
    adminEmail: email,
    adminPasswordHash: await hashPassword(input.password),
    emailConfirmed: false,
    partnerAccountId: input.partnerAccountId ?? null,
  });
  const { token } = await issueToken(db, now, {
    kind: 'email-confirm',
    accountId: created.accountId,
    userId: created.userId,
    email,
  });
  await ctx.services.mailer.send(confirmEmailMessage(email, ctx.baseUrl, token));
  logger.info({ requestId: ctx.requestId, accountId: created.accountId }, 'account signed up');
  return true;
}

export async function confirmEmail(ctx: GraphQLContext, secret: string): Promise<boolean> {
  const { token, consume } = await redeemToken(ctx, 'email-confirm', secret);
  await consume();
  if (token.userId) await repo.markEmailConfirmed(ctx.services.db, token.accountId, token.userId);
  return true;
}

export async function requestPasswordRecovery(
  ctx: GraphQLContext,
  email: string,
): Promise<boolean> {
  const { db } = ctx.services;
  const found = await repo.findUserForSignIn(db, email);
  if (!found) return true;
  const { token } = await issueToken(db, ctx.now(), {
    kind: 'password-reset',
    accountId: found.user.accountId,
    userId: found.user.id,
    email: found.user.email,
  });
  const hours = TOKEN_TTL_MS['password-reset'] / 3600_000;
  await ctx.services.mailer.send(
    passwordRecoveryMessage(found.user.email, ctx.baseUrl, token, hours),
  );
  return true;
}

export async function changePasswordByToken(
  ctx: GraphQLContext,
  secret: string,
  newPassword: string,
): Promise<boolean> {
  const { db } = ctx.services;
  const { token, consume } = await redeemToken(ctx, 'password-reset', secret);
  if (!token.userId) throw appError('BAD_USER_INPUT', LINK_MESSAGES.unknown);
  assertPasswordAllowed(newPassword, await findPolicies(db, token.accountId), 'newPassword');
  await consume();
  await repo.updatePasswordHash(db, token.accountId, token.userId, await hashPassword(newPassword));
  // Whoever knew the old password is signed out everywhere; mail access proves the e-mail.
  await repo.revokeAllSessions(db, token.accountId, token.userId, ctx.now().toISOString());
  await repo.markEmailConfirmed(db, token.accountId, token.userId);
  return true;
}
