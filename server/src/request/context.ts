import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AppServices } from '../app-services.js';
import type { Principal } from '../modules/auth/principal.js';

export type { Principal };

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

/** What the transport hands yoga for each operation (HTTP request or graphql-ws message). */
export interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
  requestId: string;
  transport: 'http' | 'ws';
  responseCookies: string[];
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
}

/** The context before plugins/use-auth.ts adds who is calling: the facts of the transport. */
export type TransportContext = Omit<GraphQLContext, 'principal'>;

/** The transport-specific facts the context is built from. */
export interface TransportInfo {
  req: IncomingMessage;
  transport: 'http' | 'ws';
  requestId: string;
  /** Filled by resolvers (sign-in, sign-out); the HTTP layer turns them into Set-Cookie headers. */
  responseCookies?: string[];
}

/**
 * Whether the browser reached the server over https: a TLS socket, or, behind a configured proxy
 * (TRUST_PROXY), the proxy's X-Forwarded-Proto (its first entry: the hop nearest the browser).
 * Without TRUST_PROXY the header is ignored, since any client could send it.
 */
export function reachedOverHttps(
  config: Pick<AppServices['config'], 'trustProxy'>,
  req: IncomingMessage,
): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!config.trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

/** PUBLIC_URL when set, else the origin this request reached the server at. */
export function baseUrlOf(services: AppServices, req: IncomingMessage): string {
  if (services.config.publicUrl) return services.config.publicUrl;
  const proto = reachedOverHttps(services.config, req) ? 'https' : 'http';
  const host = req.headers.host ?? `localhost:${services.config.port}`;
  return `${proto}://${host}`;
}

export function buildContext(services: AppServices, info: TransportInfo): TransportContext {
  return {
    services,
    requestId: info.requestId,
    now: () => services.clock.now(),
    clientIp: info.req.socket.remoteAddress ?? 'unknown',
    baseUrl: baseUrlOf(services, info.req),
    transport: info.transport,
    responseCookies: info.responseCookies ?? [],
  };
}
