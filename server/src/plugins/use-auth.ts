import type { Plugin } from 'graphql-yoga';
import type { AppServices } from '../app-services.js';
import type { GraphQLContext, TransportContext } from '../request/context.js';
import { tagRequestId } from '../request/request-ids.js';
import type { ServerContext } from '../request/context.js';
import { presentedToken, resolvePrincipal } from '../modules/auth/principal.js';

/**
 * Who is calling: resolves the credential the operation presents (bearer header, graphql-ws
 * connectionParams, then the auth cookie) to a principal, once per operation, over HTTP and over
 * WebSocket alike. A revoked or unknown token makes an anonymous principal that remembers the
 * rejection, so guards answer "session ended" rather than "sign in". A failure here (the database
 * is down) is tagged with the request id before masking hides it.
 */
export function useAuth(services: AppServices): Plugin<GraphQLContext & ServerContext> {
  return {
    async onContextBuilding({ context, extendContext }) {
      const transport = context as unknown as TransportContext & ServerContext;
      try {
        const principal = await resolvePrincipal(
          services,
          presentedToken({ req: transport.req, connectionParams: transport.connectionParams }),
        );
        extendContext({ principal });
      } catch (error) {
        tagRequestId(error, transport.requestId);
        throw error;
      }
    },
  };
}
