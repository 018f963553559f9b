import type { Plugin } from 'graphql-yoga';
import type {
  DocumentNode,
  ExecutionArgs,
  FragmentDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { appError } from '../errors.js';
import type { GraphQLContext } from '../request/context.js';
import { getOperationAST, GraphQLError, Kind } from '../graphql/graphql-js.js';

export const INTROSPECTION_REFUSED =
  'Introspection is available to signed-in users and API keys only';

/** The fields that describe the schema itself; `__typename` names one object and stays open. */
const SCHEMA_FIELDS = new Set(['__schema', '__type']);

/**
 * Whether the operation that would run asks for __schema or __type anywhere: its selections are
 * followed through named fragments and inline fragments, so the shape of the document (a
 * fragment, an alias, nesting) cannot hide what it reads. Each fragment is read once, so a
 * document that spreads fragments in a cycle (invalid, but not yet validated here) still ends.
 */
export function asksForSchema(
  document: DocumentNode,
  operationName: string | null | undefined,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const visited = new Set<string>();
  const pending: SelectionSetNode[] = [operation.selectionSet];
  while (pending.length > 0) {
    for (const selection of pending.pop()!.selections) {
      if (selection.kind === Kind.FIELD) {
        if (SCHEMA_FIELDS.has(selection.name.value)) return true;
        if (selection.selectionSet) pending.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visited.has(name)) {
          visited.add(name);
          pending.push(fragment.selectionSet);
        }
      }
    }
  }
  return false;
}

const SUGGESTION = / Did you mean .*\?$/s;

function withoutSuggestion(error: Error): Error {
  if (!(error instanceof GraphQLError) || !SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * In production the schema is described to the API's users only (signed-in users and API keys),
 * not to anonymous callers probing it; in development everyone may introspect.
 */
export function useIntrospectionGuard(production: boolean): Plugin<GraphQLContext> {
  return {
    // Validation runs before the caller is known; in production its "Did you mean ...?" hints
    // are left out for everyone, since guessing field names against them rebuilds the schema.
    onValidate() {
      if (!production) return;
      return ({ result, setResult }) => {
        if ((result as readonly Error[]).some((error) => SUGGESTION.test(error.message)))
          setResult(result.map(withoutSuggestion));
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (!production || args.contextValue.principal.kind !== 'anonymous') return;
      const { document, operationName } = args as ExecutionArgs;
      if (asksForSchema(document, operationName))
        setResultAndStopExecution({ errors: [appError('FORBIDDEN', INTROSPECTION_REFUSED)] });
    },
  };
}
