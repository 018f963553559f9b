import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../graphql/graphql-js.js';
import type { GraphQLContext } from '../request/context.js';
import type { ServerContext } from '../request/context.js';

const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

export const URL_JSON_INVALID = 'The variables or extensions in the URL are not valid JSON';

/**
 * A syntax error or an unknown field is the client's mistake: answer 400 for every client. (Yoga
 * keeps 200 for such errors when the client accepts only application/json, for legacy clients.)
 */
export function useBadRequestStatus(): Plugin<GraphQLContext, ServerContext> {
  return {
    // Yoga reads a GET's `variables` and `extensions` with JSON.parse and lets its SyntaxError
    // through, which masking turns into an internal error: the client's mistake is a 400.
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method.toUpperCase() !== 'GET' || !requestParser) return;
      const parse = requestParser;
      setRequestParser(async (req) => {
        try {
          return await parse(req);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw new GraphQLError(URL_JSON_INVALID, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
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
