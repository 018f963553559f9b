import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { appError } from '../errors.js';
import { GraphQLError } from '../graphql/graphql-js.js';
import { nestingDepth } from '../graphql/nesting-depth.js';
import { operationCost } from '../graphql/operation-cost.js';

/**
 * What one operation may ask for. The figures leave room over the heaviest operation the console,
 * the player and the tests send (operation-limits.test.ts checks every one of them against these),
 * and refuse the shapes that make a small request do huge work.
 */
export const OPERATION_LIMITS = {
  tokens: 2_000,
  /** Brackets, braces and parentheses inside each other, in the source before it is parsed. */
  nesting: 100,
  depth: 10,
  aliases: 20,
  directives: 20,
  /** operationCost: objects selected, times the sizes of the lists around them. */
  cost: 10_000,
} as const;

/**
 * Cost control, checked before execution so a rejected operation runs no resolver: GraphQL
 * Armor's token, depth, alias and directive limits at parse and validation time, and our
 * list-aware cost estimate (with the variables) just before execution.
 */
export function useOperationLimits(): Plugin[] {
  return [
    useNestingLimit(),
    maxTokensPlugin({ n: OPERATION_LIMITS.tokens }),
    maxDepthPlugin({
      n: OPERATION_LIMITS.depth,
      flattenFragments: true,
      ignoreIntrospection: true,
    }),
    maxAliasesPlugin({ n: OPERATION_LIMITS.aliases }),
    maxDirectivesPlugin({ n: OPERATION_LIMITS.directives }),
    useOperationCost(),
  ] as Plugin[];
}

export const NESTED_TOO_DEEPLY = `Syntax Error: the document nests more than ${OPERATION_LIMITS.nesting} levels of brackets.`;

/** Refuses a document nested deeper than OPERATION_LIMITS.nesting before the parser sees it. */
function useNestingLimit(): Plugin {
  return {
    onParse({ params }) {
      const given = params.source as string | { body: string };
      const source = typeof given === 'string' ? given : given.body;
      if (nestingDepth(source) > OPERATION_LIMITS.nesting)
        throw new GraphQLError(NESTED_TOO_DEEPLY, {
          extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } },
        });
    },
  };
}

function useOperationCost(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, operationName, variableValues } = args as ExecutionArgs;
      const cost = operationCost(schema, document, operationName, variableValues ?? {});
      if (cost > OPERATION_LIMITS.cost) {
        setResultAndStopExecution({
          errors: [
            appError(
              'BAD_USER_INPUT',
              `This operation asks for too much at once (estimated cost ${cost}, at most ` +
                `${OPERATION_LIMITS.cost}). Ask for fewer items per page or nest fewer lists.`,
            ),
          ],
        });
      }
    },
  };
}
