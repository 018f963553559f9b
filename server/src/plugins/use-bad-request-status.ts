import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../graphql/graphql-js.js';
import type { GraphQLContext } from '../http/context.js';
import type { ServerContext } from '../http/yoga.js';

const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

/**
 * A syntax error or an unknown field is the client's mistake: answer 400 for every client. (Yoga
 * keeps 200 for such errors when the client accepts only application/json, for legacy clients.)
 */
export function useBadRequestStatus(): Plugin<GraphQLContext, ServerContext> {
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      const isRequestError = (e: GraphQLError) =>
        REQUEST_ERROR_CODES.has(String(e.extensions?.code));
      if (!result.errors.every(isRequestError)) return;
      payload.setResult({
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
