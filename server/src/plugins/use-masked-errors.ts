import type { YogaServerOptions } from 'graphql-yoga';
import type { AppServices } from '../app-services.js';
import { GraphQLError } from '../graphql/graphql-js.js';
import type { GraphQLContext } from '../request/context.js';
import { requestIdOf } from '../request/request-ids.js';
import type { ServerContext } from '../request/context.js';

/**
 * Errors a resolver throws on purpose are GraphQLErrors with a code and pass through. Anything else
 * (a bug, a database failure) is logged with the request id and replaced by a bland message, so a
 * client never sees a stack or SQL.
 */
export function maskUnexpected(services: AppServices) {
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

/**
 * Masking is yoga's own plugin, configured here: yoga places it after every plugin of the list
 * (so the request id is tagged first) and also masks errors raised outside execution, such as a
 * failing context build.
 */
export const useMaskedErrors = (
  services: AppServices,
): YogaServerOptions<ServerContext, GraphQLContext>['maskedErrors'] => ({
  maskError: maskUnexpected(services),
  errorMessage: 'Unexpected error.',
});
