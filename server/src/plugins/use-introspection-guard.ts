import type { Plugin } from 'graphql-yoga';
import type { DocumentNode, ExecutionArgs } from 'graphql';
import { appError } from '../errors.js';
import type { GraphQLContext } from '../http/context.js';
import { getOperationAST, Kind } from '../graphql/graphql-js.js';

export const INTROSPECTION_REFUSED =
  'Introspection is available to signed-in users and API keys only';

/** An operation that reads the schema itself (__schema or __type at its root). */
function introspects(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return !!operation?.selectionSet.selections.some(
    (s) => s.kind === Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type'),
  );
}

/**
 * In production the schema is described to the API's users only (signed-in users and API keys),
 * not to anonymous callers probing it; in development everyone may introspect.
 */
export function useIntrospectionGuard(production: boolean): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!production || args.contextValue.principal.kind !== 'anonymous') return;
      const { document, operationName } = args as ExecutionArgs;
      if (introspects(document, operationName))
        setResultAndStopExecution({ errors: [appError('FORBIDDEN', INTROSPECTION_REFUSED)] });
    },
  };
}
