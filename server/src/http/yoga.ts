import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { AppServices } from '../app-services.js';
import { buildSchema } from '../graphql/schema.js';
import { marqueePlugins, useMaskedErrors } from '../plugins/index.js';
import { useApiCompression } from './api-compression.js';
import { buildContext, type GraphQLContext, type ServerContext } from '../request/context.js';
import { isAllowedOrigin } from './origins.js';

export type MarqueeYoga = YogaServerInstance<ServerContext, GraphQLContext>;

export function createMarqueeYoga(services: AppServices): MarqueeYoga {
  const log = services.logger.child({ component: 'yoga' });
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL is a development tool; production describes the schema to signed-in callers only.
    graphiql: services.config.production
      ? false
      : { subscriptionsProtocol: 'WS', title: 'Marquee GraphQL' },
    // Only configured origins may read answers (PUBLIC_URL, CORS_ORIGINS, the packaged players'
    // app origins); never with cookies: players and scripts authenticate with a bearer token.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !isAllowedOrigin(services.config, origin)) return false;
      return {
        origin,
        credentials: false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'authorization'],
        maxAge: 600,
      };
    },
    maskedErrors: useMaskedErrors(services),
    logging: {
      debug: (...args: unknown[]) => log.debug({ args }, 'yoga debug'),
      info: (...args: unknown[]) => log.info({ args }, 'yoga info'),
      warn: (...args: unknown[]) => log.warn({ args }, 'yoga warning'),
      error: (...args: unknown[]) => log.error({ args }, 'yoga error'),
    },
    // Compression last: it sends on the headers the other plugins set.
    plugins: [...marqueePlugins(services), useApiCompression()],
    // The transport facts only; useAuth adds the principal.
    context: (initial) =>
      buildContext(services, {
        req: initial.req,
        transport: initial.transport,
        requestId: initial.requestId,
        responseCookies: initial.responseCookies,
      }) as GraphQLContext,
  });
}
