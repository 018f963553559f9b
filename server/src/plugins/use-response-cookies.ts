import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../request/context.js';
import type { ServerContext } from '../request/context.js';

/** Resolvers push Set-Cookie values into the context; this copies them onto the HTTP response. */
export function useResponseCookies(): Plugin<GraphQLContext, ServerContext> {
  return {
    onResponse({ response, serverContext }) {
      for (const cookie of serverContext?.responseCookies ?? [])
        response.headers.append('set-cookie', cookie);
    },
  };
}
