import type { IncomingMessage } from 'node:http';
import { AUTH_COOKIE } from '@marquee/sdk/model';
import type { AppServices } from '../app-services.js';
import { sha256Hex } from '../ids.js';
import { API_KEY_PREFIX, authenticateApiKey } from '../modules/api-keys/authenticate.js';
import { findActiveSession, type SessionRow, type UserRow } from '../modules/auth/repo.js';
import { findDeviceByTokenHash, type DeviceRow } from '../modules/devices/repo.js';
import { readCookie } from './cookies.js';

export type Principal =
  | {
      kind: 'anonymous';
      /** a token was presented but is unknown or revoked */ rejectedToken: boolean;
      /** an API key over its request rate: guards answer TOO_MANY_REQUESTS */
      rateLimited?: boolean;
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

/** What every resolver gets, over HTTP and over graphql-ws alike. */
export interface GraphQLContext {
  services: AppServices;
  requestId: string;
  /** The injected clock's time; everything time-dependent asks here. */
  now(): Date;
  principal: Principal;
  clientIp: string;
  /** Absolute origin for URLs handed to clients (PUBLIC_URL, else the request's own host). */
  baseUrl: string;
  transport: 'http' | 'ws';
  /** Set-Cookie values for the HTTP response (ignored over WebSocket). */
  responseCookies: string[];
}

/** The transport-specific facts the context is built from. */
export interface TransportInfo {
  req: IncomingMessage;
  transport: 'http' | 'ws';
  requestId: string;
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
  /** Filled by resolvers (sign-in, sign-out); the HTTP layer turns them into Set-Cookie headers. */
  responseCookies?: string[];
}

function bearer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1];
}

/** Header, then connectionParams, then cookie: an explicit credential beats the ambient cookie. */
export function presentedToken(info: TransportInfo): string | undefined {
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
    if (found) return { kind: 'user', ...found, permissions: new Set(found.permissions), token };
  } else if (token.startsWith(API_KEY_PREFIX)) {
    const key = await authenticateApiKey(services, token);
    if (key.kind === 'rate-limited')
      return { kind: 'anonymous', rejectedToken: false, rateLimited: true };
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

export function baseUrlOf(services: AppServices, req: IncomingMessage): string {
  if (services.config.publicUrl) return services.config.publicUrl;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() === 'https'
      ? 'https'
      : 'http';
  const host = req.headers.host ?? `localhost:${services.config.port}`;
  return `${proto}://${host}`;
}

export async function buildContext(
  services: AppServices,
  info: TransportInfo,
): Promise<GraphQLContext> {
  return {
    services,
    requestId: info.requestId,
    now: () => services.clock.now(),
    principal: await resolvePrincipal(services, presentedToken(info)),
    clientIp: info.req.socket.remoteAddress ?? 'unknown',
    baseUrl: baseUrlOf(services, info.req),
    transport: info.transport,
    responseCookies: info.responseCookies ?? [],
  };
}
