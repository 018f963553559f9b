import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from '../graphql/graphql-js.js';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { AppServices } from '../app-services.js';
import { buildSchema } from '../graphql/schema.js';
import { auditLogPlugin } from '../modules/audit-log/record.js';
import { buildContext, type GraphQLContext } from './context.js';
import { requestIdOf, requestIdOnErrorsPlugin, tagRequestId } from './request-scope.js';

/** What the transport hands yoga for each operation (HTTP request or graphql-ws message). */
export interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
  requestId: string;
  transport: 'http' | 'ws';
  responseCookies: string[];
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
}

export type MarqueeYoga = YogaServerInstance<ServerContext, GraphQLContext>;

/** Resolvers push Set-Cookie values into the context; this copies them onto the HTTP response. */
function responseCookiesPlugin(): Plugin<GraphQLContext, ServerContext> {
  return {
    onResponse({ response, serverContext }) {
      for (const cookie of serverContext?.responseCookies ?? [])
        response.headers.append('set-cookie', cookie);
    },
  };
}

const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

/**
 * A syntax error or an unknown field is the client's mistake: answer 400 for every client. (Yoga
 * keeps 200 for such errors when the client accepts only application/json, for legacy clients.)
 */
function badRequestStatusPlugin(): Plugin<GraphQLContext, ServerContext> {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      const isRequestError = (e: GraphQLError) =>
        REQUEST_ERROR_CODES.has(String(e.extensions?.code));
      if (!result.errors.every(isRequestError)) return;
      setResult({
        ...result,
        errors: result.errors.map(
          (e) =>
            new GraphQLError(e.message, {
              nodes: e.nodes,
              source: e.source,
              positions: e.positions,
              path: e.path,
              originalError: e.originalError,
              extensions: { ...e.extensions, http: { status: 400 } },
            }),
        ),
      });
    },
  };
}

/**
 * Errors a resolver throws on purpose are GraphQLErrors with a code and pass through. Anything else
 * (a bug, a database failure) is logged with the request id and replaced by a bland message, so a
 * client never sees a stack or SQL.
 */
function maskUnexpected(services: AppServices) {
  return (error: unknown, message: string): Error => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (
      error instanceof GraphQLError &&
      (original === undefined || original instanceof GraphQLError)
    ) {
      return error;
    }
    const requestId = requestIdOf(error) ?? requestIdOf(original);
    services.logger.error(
      { err: original ?? error, requestId },
      'internal error in GraphQL operation',
    );
    return new GraphQLError(message, {
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(requestId ? { requestId } : {}) },
    });
  };
}

export function createMarqueeYoga(services: AppServices): MarqueeYoga {
  const log = services.logger.child({ component: 'yoga' });
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { subscriptionsProtocol: 'WS', title: 'Marquee GraphQL' },
    // Players authenticate with a bearer token, never a cookie, so any origin may call the API.
    cors: { origin: '*', credentials: false },
    maskedErrors: { maskError: maskUnexpected(services), errorMessage: 'Unexpected error.' },
    logging: {
      debug: (...args: unknown[]) => log.debug({ args }, 'yoga debug'),
      info: (...args: unknown[]) => log.info({ args }, 'yoga info'),
      warn: (...args: unknown[]) => log.warn({ args }, 'yoga warning'),
      error: (...args: unknown[]) => log.error({ args }, 'yoga error'),
    },
    plugins: [
      requestIdOnErrorsPlugin(),
      responseCookiesPlugin(),
      badRequestStatusPlugin(),
      auditLogPlugin(),
    ],
    context: (initial) =>
      buildContext(services, {
        req: initial.req,
        transport: initial.transport,
        requestId: initial.requestId,
        connectionParams: initial.connectionParams,
        responseCookies: initial.responseCookies,
      }).catch((error: unknown) => {
        tagRequestId(error, initial.requestId);
        throw error;
      }),
  });
}
