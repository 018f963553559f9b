import { createClient, type Client } from 'graphql-ws/client';
import { Observable } from 'rxjs';
import type { HostFetch } from '../../host/index.js';
import type { TypedDocumentString } from '../graphql/generated.js';

/** Error codes the player reacts to; server codes come from extensions.code (core contract). */
export type PlayerErrorCode = 'UNAUTHENTICATED' | 'NETWORK_ERROR' | 'BAD_RESPONSE' | (string & {});

/** A failed GraphQL call: the server's first error code, or a transport problem. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    readonly code: PlayerErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The code of an error thrown by the client, if it has one. */
export function errorCodeOf(error: unknown): PlayerErrorCode | undefined {
  return error instanceof GraphQLRequestError ? error.code : undefined;
}

interface ResponseError {
  message?: string;
  extensions?: { code?: unknown };
}

interface ExecutionResult<T> {
  data?: T | null;
  errors?: readonly ResponseError[];
}

export interface CallOptions {
  /** Device token sent as `Authorization: Bearer`; omitted for unpaired calls. */
  token?: string | null;
}

export interface SubscribeOptions extends CallOptions {
  /** Called when the socket came back after a drop, because events may have been missed meanwhile. */
  onReconnected?: () => void;
  /** Called when the socket dropped; it keeps retrying, and onReconnected follows when it is back. */
  onDisconnected?: () => void;
}

export interface GraphQLClient {
  request<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V,
    options?: CallOptions,
  ): Promise<R>;
  subscribe<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V,
    options?: SubscribeOptions,
  ): Observable<R>;
  /**
   * A query sent over the token's WebSocket while it is open (a request needs no connection of
   * its own then); undefined when it is not open, for the caller to ask over HTTP. Fails with
   * NETWORK_ERROR if the socket drops before the answer.
   */
  requestOverSocket?<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V,
    options?: CallOptions,
  ): Promise<R> | undefined;
  dispose(): void;
}

export interface GraphQLClientOptions {
  /** HTTP endpoint, e.g. https://example.com/graphql; the WebSocket uses the same path. */
  apiUrl: string;
  fetch: HostFetch;
  /** Only for tests and for platforms without a global WebSocket. */
  webSocketImpl?: unknown;
  /** Wait before reconnect attempt `retries` (0-based). Default: exponential up to 30 s plus jitter. */
  retryWait?: (retries: number) => Promise<void>;
}

/** Server close codes that mean "this token will not do": stop retrying and report it. */
const REJECTED_CLOSE_CODES = [4401, 4403];
const MAX_BACKOFF_MS = 30_000;

/** Reconnect backoff: 1 s, 2 s, 4 s ... up to 30 s, plus up to 1 s jitter so screens do not stampede. */
export function backoffMs(retries: number, random: () => number = Math.random): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** retries) + Math.floor(random() * 1000);
}

export function toWebSocketUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** One token's socket, with who listens to its drops and returns. */
interface TokenSocket {
  client: Client;
  /** Connected (acknowledged by the server) and not closed since. */
  open: boolean;
  reconnectListeners: Set<() => void>;
  disconnectListeners: Set<() => void>;
}

/** A query's one answer over an open socket; NETWORK_ERROR if the socket drops first. */
function queryOverSocket<R, V>(
  socket: TokenSocket,
  document: TypedDocumentString<R, V>,
  variables: V,
): Promise<R> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: GraphQLRequestError | undefined, data?: unknown) => {
      if (settled) return;
      settled = true;
      socket.disconnectListeners.delete(dropped);
      unsubscribe();
      if (error) reject(error);
      else resolve(data as R);
    };
    const dropped = () =>
      settle(new GraphQLRequestError('NETWORK_ERROR', 'The connection to the server dropped'));
    socket.disconnectListeners.add(dropped);
    const unsubscribe = socket.client.subscribe<never>(
      { query: document.toString(), variables: variables as Record<string, unknown> },
      {
        next: (result) => {
          if (result.errors?.length) settle(fromResponseErrors(result.errors));
          else if (result.data != null) settle(undefined, result.data);
          else settle(new GraphQLRequestError('BAD_RESPONSE', 'The response has no data'));
        },
        error: (error) => settle(fromSubscriptionError(error)),
        complete: () => settle(new GraphQLRequestError('BAD_RESPONSE', 'The response has no data')),
      },
    );
  });
}

/**
 * A minimal GraphQL client for the player: queries and mutations as HTTP POST through the
 * HostAPI's fetch, subscriptions over graphql-ws (one socket per token, reconnecting forever).
 * Documents are plain strings from codegen, so no graphql runtime ships to devices.
 */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const sockets = new Map<string, TokenSocket>();

  const socketFor = (token: string | null | undefined) => {
    const key = token ?? '';
    const existing = sockets.get(key);
    if (existing) return existing;
    const reconnectListeners = new Set<() => void>();
    const disconnectListeners = new Set<() => void>();
    const state = { open: false };
    const client = createClient({
      url: toWebSocketUrl(options.apiUrl),
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: Infinity,
      retryWait:
        options.retryWait ??
        ((retries) => new Promise((resolve) => setTimeout(resolve, backoffMs(retries)))),
      // Retry everything but a rejected token: a server that is down shows up as a socket
      // error event (not a close event), which graphql-ws would otherwise treat as fatal.
      shouldRetry: (event) => !(isCloseEvent(event) && REJECTED_CLOSE_CODES.includes(event.code)),
      webSocketImpl: options.webSocketImpl,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          entry.open = true;
          if (wasRetry) for (const listener of reconnectListeners) listener();
        },
        closed: () => {
          entry.open = false;
          for (const listener of [...disconnectListeners]) listener();
        },
      },
    });
    const entry = Object.assign(state, { client, reconnectListeners, disconnectListeners });
    sockets.set(key, entry);
    return entry;
  };

  return {
    async request<R, V>(
      document: TypedDocumentString<R, V>,
      variables: V,
      callOptions?: CallOptions,
    ): Promise<R> {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (callOptions?.token) headers.authorization = `Bearer ${callOptions.token}`;
      let response: Response;
      try {
        response = await options.fetch(options.apiUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query: document.toString(), variables }),
        });
      } catch (cause) {
        throw new GraphQLRequestError('NETWORK_ERROR', 'The server could not be reached', {
          cause,
        });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (cause) {
        throw unexpectedResponse(response.status, cause);
      }
      const result = executionResultOf(body);
      if (!result) throw unexpectedResponse(response.status);
      if (result.errors?.length) throw fromResponseErrors(result.errors, response.status);
      if (result.data == null)
        throw new GraphQLRequestError('BAD_RESPONSE', 'The response has no data');
      // The data's shape is the document's: the server answers from the schema that typed it.
      return result.data as R;
    },

    subscribe(document, variables, callOptions) {
      return new Observable((subscriber) => {
        const socket = socketFor(callOptions?.token);
        const onReconnected = callOptions?.onReconnected;
        const onDisconnected = callOptions?.onDisconnected;
        if (onReconnected) socket.reconnectListeners.add(onReconnected);
        if (onDisconnected) socket.disconnectListeners.add(onDisconnected);
        const unsubscribe = socket.client.subscribe<never>(
          { query: document.toString(), variables: variables as Record<string, unknown> },
          {
            next: (result) => {
              if (result.errors?.length && result.data == null)
                subscriber.error(fromResponseErrors(result.errors));
              else if (result.data != null) subscriber.next(result.data);
            },
            error: (error) => subscriber.error(fromSubscriptionError(error)),
            complete: () => subscriber.complete(),
          },
        );
        return () => {
          if (onReconnected) socket.reconnectListeners.delete(onReconnected);
          if (onDisconnected) socket.disconnectListeners.delete(onDisconnected);
          unsubscribe();
        };
      });
    },

    requestOverSocket(document, variables, callOptions) {
      const socket = sockets.get(callOptions?.token ?? '');
      return socket?.open ? queryOverSocket(socket, document, variables) : undefined;
    },

    dispose() {
      for (const { client } of sockets.values()) void client.dispose();
      sockets.clear();
    },
  };
}

function unexpectedResponse(status: number, cause?: unknown): GraphQLRequestError {
  const code = status === 401 ? 'UNAUTHENTICATED' : 'BAD_RESPONSE';
  return new GraphQLRequestError(code, `Unexpected response (HTTP ${status})`, { cause });
}

/** A GraphQL response envelope read from JSON: an object, its errors (if any) a list of objects. */
function executionResultOf(body: unknown): ExecutionResult<unknown> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { data, errors } = body as Record<string, unknown>;
  if (errors !== undefined) {
    if (!Array.isArray(errors)) return undefined;
    if (!errors.every((error) => typeof error === 'object' && error !== null)) return undefined;
  }
  return { data, errors: errors as readonly ResponseError[] | undefined };
}

function fromResponseErrors(
  errors: readonly ResponseError[],
  status?: number,
): GraphQLRequestError {
  const first = errors[0];
  const code =
    typeof first?.extensions?.code === 'string'
      ? first.extensions.code
      : status === 401
        ? 'UNAUTHENTICATED'
        : '';
  return new GraphQLRequestError(code || 'BAD_RESPONSE', first?.message ?? 'GraphQL error');
}

function fromSubscriptionError(error: unknown): GraphQLRequestError {
  if (Array.isArray(error)) return fromResponseErrors(error as ResponseError[]);
  if (isCloseEvent(error)) {
    const code = REJECTED_CLOSE_CODES.includes(error.code) ? 'UNAUTHENTICATED' : 'NETWORK_ERROR';
    return new GraphQLRequestError(code, `Connection closed (${error.code} ${error.reason})`, {
      cause: error,
    });
  }
  if (error instanceof GraphQLRequestError) return error;
  return new GraphQLRequestError(
    'NETWORK_ERROR',
    error instanceof Error ? error.message : String(error),
    {
      cause: error,
    },
  );
}

function isCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}
