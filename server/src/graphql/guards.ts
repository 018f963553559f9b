import { isAdminRole, type Permission } from '@marquee/sdk/model';
import {
  accountDisabled,
  forbidden,
  MESSAGES,
  tooManyRequests,
  unauthenticated,
} from '../errors.js';
import type { GraphQLContext, Principal } from '../request/context.js';
import { hasPermission, type Scope } from '../scope.js';

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type DevicePrincipal = Extract<Principal, { kind: 'device' }>;

export const API_KEY_RATE_MESSAGE = 'Too many requests with this API key. Try again in a minute.';

function rejectAnonymous(principal: Principal): never {
  if (principal.kind === 'anonymous' && principal.rateLimited)
    throw tooManyRequests(API_KEY_RATE_MESSAGE);
  if (principal.kind === 'anonymous' && principal.accountDisabled) throw accountDisabled();
  throw unauthenticated(
    principal.kind === 'anonymous' && principal.rejectedToken
      ? MESSAGES.sessionEnded
      : MESSAGES.signInRequired,
  );
}

/**
 * What a field asks of its caller. Every access decision goes through `guard` with one of these:
 * the permissions are always the caller's effective ones (an API key's own, narrowed to what its
 * creator still holds; a session's from the user's role), never the role's name alone.
 */
export interface Access {
  /** The caller holds at least one of these; left out, any signed-in user passes. */
  anyOf?: readonly Permission[];
  /** A screen may call it with its own token (it holds no operator permission: its own rights). */
  devices?: boolean;
  /** Only a person signed in with a session: an API key is refused whatever it holds. */
  sessionOnly?: boolean;
  /**
   * Besides `anyOf`, the person's role must be an admin role (the admin console). A key acts as
   * its creator, so it needs both the creator's admin role and the permission itself.
   */
  adminRole?: boolean;
  /**
   * A person signed in with a session passes without `anyOf` (a list they need for themselves,
   * such as the spaces to switch between); an API key still needs one of `anyOf`.
   */
  sessionPasses?: boolean;
}

const A_DEVICE_CANNOT = 'A device token cannot do this';

export const API_KEY_SELF_SERVICE =
  'An API key cannot do this: sessions, passwords, preferences and API keys are managed after signing in';

/** FORBIDDEN unless a signed-in user meets `access` (see Access). */
function checkUser(user: UserPrincipal, access: Access): void {
  if (access.sessionOnly && user.apiKey) throw forbidden(API_KEY_SELF_SERVICE);
  if (access.adminRole && !isAdminRole(user.user.role)) throw forbidden();
  if (!access.anyOf) return;
  if (access.sessionPasses && !user.apiKey) return;
  if (!access.anyOf.some((permission) => user.permissions.has(permission))) throw forbidden();
}

/**
 * The one access check of the API: the scope of a caller that meets `access`. UNAUTHENTICATED
 * without a credential, FORBIDDEN for a device where screens are not asked, or for a user or key
 * lacking what `access` names. Nothing is read before it passes.
 */
export function guard(ctx: Pick<GraphQLContext, 'principal'>, access: Access = {}): Scope {
  const { principal } = ctx;
  if (principal.kind === 'device') {
    if (!access.devices) throw forbidden(A_DEVICE_CANNOT);
  } else if (principal.kind === 'user') {
    checkUser(principal, access);
  }
  return scopeOf(ctx);
}

export function requireUser(ctx: GraphQLContext): UserPrincipal {
  if (ctx.principal.kind === 'user') return ctx.principal;
  if (ctx.principal.kind === 'device') throw forbidden(A_DEVICE_CANNOT);
  return rejectAnonymous(ctx.principal);
}

/** A signed-in user holding the permission; FORBIDDEN when the role lacks it. */
export function requirePermission(ctx: GraphQLContext, permission: Permission): UserPrincipal {
  guard(ctx, { anyOf: [permission] });
  return requireUser(ctx);
}

export function requireDevice(ctx: GraphQLContext): DevicePrincipal {
  if (ctx.principal.kind === 'device') return ctx.principal;
  if (ctx.principal.kind === 'user') throw forbidden(MESSAGES.deviceTokenRequired);
  if (ctx.principal.rejectedToken) throw unauthenticated(MESSAGES.sessionEnded);
  throw unauthenticated(MESSAGES.deviceTokenRequired);
}

/** Account administration (users, roles, spaces, keys, policies, audit log) needs account:manage. */
export const ACCOUNT_MANAGE: Access = { anyOf: ['account:manage'] };

/**
 * The scope a signed-in user or a device acts in; services take this, not the context. HTTP
 * routes pass `{ principal }` from auth/principal.ts. It checks no permission: callers go
 * through `guard`, or services check the scope's permissions themselves.
 */
export function scopeOf(ctx: Pick<GraphQLContext, 'principal'>): Scope {
  const { principal } = ctx;
  if (principal.kind === 'user') {
    const impersonator = principal.session.impersonator;
    return {
      accountId: principal.user.accountId,
      spaceId: principal.session.currentSpaceId,
      permissions: principal.permissions,
      actor: {
        kind: 'user',
        userId: principal.user.id,
        email: principal.user.email,
        ...(principal.apiKey ? { apiKeyName: principal.apiKey.name } : {}),
        ...(impersonator
          ? {
              impersonatedBy: {
                userId: impersonator.userId,
                email: impersonator.email,
                accountId: impersonator.accountId,
                actingInAccountName: impersonator.actingInAccountName,
              },
            }
          : {}),
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
export const scopeWithPermission = (ctx: GraphQLContext, permission: Permission): Scope =>
  guard(ctx, { anyOf: [permission] });

/** FORBIDDEN unless the scope holds the permission (services check again what they are given). */
export function assertPermission(scope: Scope, permission: Permission): void {
  if (!hasPermission(scope, permission)) throw forbidden();
}

/**
 * A person signed in with a session, not an API key: what only the owner of an account login
 * may do (their sessions, password, preferences and API keys), whatever permissions a key holds.
 */
export function requireSessionUser(ctx: GraphQLContext): UserPrincipal {
  guard(ctx, { sessionOnly: true });
  return requireUser(ctx);
}

/** The scope of a person signed in with a session (see requireSessionUser). */
export const selfServiceScopeOf = (ctx: GraphQLContext): Scope => guard(ctx, { sessionOnly: true });

/**
 * The scope of a signed-in user (or API key); a device token or no token is refused first. The
 * service it is handed to checks the permission, which may depend on the row (a scene's type).
 */
export const userScopeOf = (ctx: GraphQLContext): Scope => guard(ctx);

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
  /** On a service admin's "Sign in as" session: that admin (a new session keeps the mark). */
  impersonator: UserPrincipal['session']['impersonator'];
}

export function signedInSessionOf(ctx: GraphQLContext): SignedInSession | null {
  if (ctx.principal.kind !== 'user') return null;
  const { session, user, apiKey } = ctx.principal;
  return {
    id: session.id,
    accountId: user.accountId,
    userId: user.id,
    viaApiKey: !!apiKey,
    impersonator: session.impersonator ?? null,
  };
}
