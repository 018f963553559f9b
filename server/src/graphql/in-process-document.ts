import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { execute, parse } from './graphql-js.js';

/** What running a generated document in-process gave: its data, typed by the document, and errors. */
export interface InProcessResult<R> {
  data: R | null | undefined;
  errors: readonly GraphQLError[];
}

/**
 * A generated (codegen) document the server runs against its own schema, parsed once. graphql-js
 * types every result as a map of unknowns; the type codegen wrote for the document is what its
 * selection yields from this schema (codegen checked the selection against the same SDL, and
 * execution follows it), so the result takes its type from the document that ran, here and
 * nowhere else.
 */
export function inProcessDocument<R, V extends Record<string, unknown>>(
  document: DocumentTypeDecoration<R, V> & { toString(): string },
): (schema: GraphQLSchema, contextValue: unknown, variables: V) => Promise<InProcessResult<R>> {
  const parsed = parse(document.toString());
  return async (schema, contextValue, variables) => {
    const result = await execute({
      schema,
      document: parsed,
      contextValue,
      variableValues: variables,
    });
    return { data: result.data as R | null | undefined, errors: result.errors ?? [] };
  };
}
