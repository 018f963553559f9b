import type { DocumentNode, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { scopeOf } from '../graphql/guards.js';
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  valueFromASTUntyped,
} from '../graphql/graphql-js.js';
import type { GraphQLContext } from '../request/context.js';
import { describeMutation } from '../modules/audit-log/record.js';
import { recordMutation } from '../modules/audit-log/service.js';

/**
 * Every mutation a signed-in user or API key runs successfully is recorded: who, when, the
 * mutation, the entity it names and its arguments (secrets left out). Done once here, as a
 * plugin, so mutations added later are audited without touching their code. Queries, failed
 * fields and fields answering null or false are not recorded; neither are devices' mutations.
 */
export function useAuditLog(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      // Envelop types the arguments loosely; these are graphql-js's own execution arguments.
      const op = getOperationAST(
        args.document as DocumentNode,
        args.operationName as string | null,
      );
      if (op?.operation !== OperationTypeNode.MUTATION) return;
      const ctx = args.contextValue;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      return {
        async onExecuteDone({ result }) {
          if (ctx.principal.kind !== 'user' || Symbol.asyncIterator in result) return;
          const scope = scopeOf(ctx);
          const { data, errors } = result as ExecutionResult;
          for (const selection of op.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const field = selection;
            const key = field.alias?.value ?? field.name.value;
            const value = data?.[key];
            if (value === undefined || value === null || value === false) continue;
            if (errors?.some((e) => e.path?.[0] === key)) continue;
            const fieldArgs = Object.fromEntries(
              (field.arguments ?? []).map((a) => [
                a.name.value,
                valueFromASTUntyped(a.value, variables),
              ]),
            );
            const action = field.name.value;
            await recordMutation(
              ctx.services,
              scope,
              describeMutation(action, fieldArgs, value),
            ).catch((err: unknown) =>
              ctx.services.logger.error(
                { err, action, requestId: ctx.requestId },
                'audit log write failed',
              ),
            );
          }
        },
      };
    },
  };
}
