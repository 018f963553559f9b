import type { Permission } from '@marquee/sdk/model';
import { forbidden, MESSAGES, tooManyRequests, unauthenticated } from '../errors.js';
import type { GraphQLContext, Principal } from '../http/context.js';
import { hasPermission, type Scope } from '../scope.js';

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type DevicePrincipal = Extract<Principal, { kind: 'device' }>;

export const API_KEY_RATE_MESSAGE = 'Too many requests with this API key. Try again in a minute.';

function rejectAnonymous(principal: Principal): never {
  if (principal.kind === 'anonymous' && principal.rateLimited)
    throw tooManyRequests(API_KEY_RATE_MESSAGE);
  throw unauthenticated(
    principal.kind === 'anonymous' && principal.rejectedToken
      ? MESSAGES.sessionEnded
      : MESSAGES.signInRequired,
  );
}

export function requireUser(ctx: GraphQLContext): UserPrincipal {
  if (ctx.principal.kind === 'user') return ctx.principal;
  if (ctx.principal.kind === 'device') throw forbidden('A device token cannot do this');
  return rejectAnonymous(ctx.principal);
}

/** A signed-in user holding the permission; FORBIDDEN when the role lacks it. */
export function requirePermission(ctx: GraphQLContext, permission: Permission): UserPrincipal {
  const user = requireUser(ctx);
  if (!user.permissions.has(permission)) throw forbidden();
  return user;
}

export function requireDevice(ctx: GraphQLContext): DevicePrincipal {
  if (ctx.principal.kind === 'device') return ctx.principal;
  if (ctx.principal.kind === 'user') throw forbidden(MESSAGES.deviceTokenRequired);
  if (ctx.principal.rejectedToken) throw unauthenticated(MESSAGES.sessionEnded);
  throw unauthenticated(MESSAGES.deviceTokenRequired);
}

/** The account a request acts in, whoever holds the token. */
export function requireAccountId(ctx: GraphQLContext): string {
  if (ctx.principal.kind === 'user') return ctx.principal.user.accountId;
  if (ctx.principal.kind === 'device') return ctx.principal.device.accountId;
  return rejectAnonymous(ctx.principal);
}

/** Account administration (users, roles, spaces, keys, policies, audit log) needs account:manage. */
export const requireAccountManager = (ctx: GraphQLContext): UserPrincipal =>
  requirePermission(ctx, 'account:manage');

/**
 * The scope a signed-in user or a device acts in; services take this, not the context. HTTP
 * routes pass `{ principal }` from auth/principal.ts.
 */
export function scopeOf(ctx: Pick<GraphQLContext, 'principal'>): Scope {
  const { principal } = ctx;
  if (principal.kind === 'user') {
    return {
      accountId: principal.user.accountId,
      spaceId: principal.session.currentSpaceId,
      permissions: principal.permissions,
      actor: {
        kind: 'user',
        userId: principal.user.id,
        email: principal.user.email,
        ...(principal.apiKey ? { apiKeyName: principal.apiKey.name } : {}),
      },
    };
  }
  if (principal.kind === 'device') {
    return {
      accountId: principal.device.accountId,
      spaceId: principal.device.spaceId,
      permissions: new Set(),
      actor: { kind: 'device', deviceId: principal.device.id },
    };
  }
  return rejectAnonymous(principal);
}

/** The scope of a signed-in user holding the permission; FORBIDDEN when the role lacks it. */
export function scopeWithPermission(ctx: GraphQLContext, permission: Permission): Scope {
  requirePermission(ctx, permission);
  return scopeOf(ctx);
}

/** FORBIDDEN unless the scope holds the permission (services check again what they are given). */
export function assertPermission(scope: Scope, permission: Permission): void {
  if (!hasPermission(scope, permission)) throw forbidden();
}

export const API_KEY_SELF_SERVICE =
  'An API key cannot do this: sessions, passwords, preferences and API keys are managed after signing in';

/**
 * A person signed in with a session, not an API key: what only the owner of an account login
 * may do (their sessions, password, preferences and API keys), whatever permissions a key holds.
 */
export function requireSessionUser(ctx: GraphQLContext): UserPrincipal {
  const user = requireUser(ctx);
  if (user.apiKey) throw forbidden(API_KEY_SELF_SERVICE);
  return user;
}

/** The scope of a person signed in with a session (see requireSessionUser). */
export function selfServiceScopeOf(ctx: GraphQLContext): Scope {
  requireSessionUser(ctx);
  return scopeOf(ctx);
}

/** The scope of a signed-in user (or API key); a device token or no token is refused first. */
export function userScopeOf(ctx: GraphQLContext): Scope {
  requireUser(ctx);
  return scopeOf(ctx);
}

/** The facts of one request that session flows need: who asked from where, and the cookie sink. */
export interface RequestFacts {
  requestId: string;
  clientIp: string;
  /** The origin this request reached the server at (upload addresses it hands back). */
  baseUrl: string;
  /** Set-Cookie values the HTTP layer copies onto the response (ignored over WebSocket). */
  responseCookies: string[];
}

export const requestFactsOf = (ctx: GraphQLContext): RequestFacts => ({
  requestId: ctx.requestId,
  clientIp: ctx.clientIp,
  baseUrl: ctx.baseUrl,
  responseCookies: ctx.responseCookies,
});

/** The sign-in session behind the request; null without a signed-in user. */
export interface SignedInSession {
  id: string;
  accountId: string;
  userId: string;
  /** An API key authenticated the request: there is no session row to end or replace. */
  viaApiKey: boolean;
}

export function signedInSessionOf(ctx: GraphQLContext): SignedInSession | null {
  if (ctx.principal.kind !== 'user') return null;
  const { session, user, apiKey } = ctx.principal;
  return { id: session.id, accountId: user.accountId, userId: user.id, viaApiKey: !!apiKey };
}
