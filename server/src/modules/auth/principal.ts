import type { IncomingMessage } from 'node:http';
import { AUTH_COOKIE } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { readCookie } from '../../request/cookies.js';
import { sha256Hex } from '../../ids.js';
import { API_KEY_PREFIX } from '../api-keys/key-format.js';
import { findDeviceByTokenHash, type DeviceRow } from '../devices/repo.js';
import type { UserRow } from '../users/repo.js';
import { authenticateApiKey } from './api-key-principal.js';
import { findActiveSession, type SessionRow } from './sessions-repo.js';

// Who presented which credential: a sign-in session, an API key or a device token. Used by the
// GraphQL context, the WebSocket handshake and the HTTP routes alike.

export type Principal =
  | {
      kind: 'anonymous';
      /** a token was presented but is unknown or revoked */ rejectedToken: boolean;
      /** an API key over its request rate: guards answer TOO_MANY_REQUESTS */
      rateLimited?: boolean;
      /** the token belongs to a disabled account: guards say so */
      accountDisabled?: boolean;
    }
  | {
      kind: 'user';
      user: UserRow;
      session: SessionRow;
      permissions: ReadonlySet<string>;
      token: string;
      /** Set when an API key (not a sign-in session) authenticated the request. */
      apiKey?: { id: string; name: string };
    }
  | { kind: 'device'; device: DeviceRow };

/** Where a request may carry its credential. */
export interface PresentedCredentials {
  req: Pick<IncomingMessage, 'headers'>;
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
}

function bearer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1];
}

/** Header, then connectionParams, then cookie: an explicit credential beats the ambient cookie. */
export function presentedToken(info: PresentedCredentials): string | undefined {
  return (
    bearer(info.req.headers.authorization) ??
    bearer(info.connectionParams?.authorization ?? info.connectionParams?.Authorization) ??
    readCookie(info.req.headers.cookie, AUTH_COOKIE)
  );
}

export async function resolvePrincipal(
  services: AppServices,
  token: string | undefined,
): Promise<Principal> {
  if (!token) return { kind: 'anonymous', rejectedToken: false };
  const hash = sha256Hex(token);
  if (token.startsWith('mqs_')) {
    const found = await findActiveSession(services.db, hash, services.clock.now());
    // A disabled account's sessions stop working; a service admin acting in it still may look.
    if (found?.accountDisabled && !found.session.impersonator)
      return { kind: 'anonymous', rejectedToken: true, accountDisabled: true };
    if (found) {
      const { user, session, permissions } = found;
      return { kind: 'user', user, session, permissions: new Set(permissions), token };
    }
  } else if (token.startsWith(API_KEY_PREFIX)) {
    const key = await authenticateApiKey(services, token);
    if (key.kind === 'rate-limited')
      return { kind: 'anonymous', rejectedToken: false, rateLimited: true };
    if (key.kind === 'account-disabled')
      return { kind: 'anonymous', rejectedToken: true, accountDisabled: true };
    if (key.kind === 'ok') {
      const { user, session, permissions, apiKey } = key;
      return { kind: 'user', user, session, permissions: new Set(permissions), token, apiKey };
    }
  } else if (token.startsWith('mqd_')) {
    const device = await findDeviceByTokenHash(services.db, hash);
    if (device) return { kind: 'device', device };
  }
  return { kind: 'anonymous', rejectedToken: true };
}
