import type { DocumentNode, ExecutionResult, FieldNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { scopeOf } from '../graphql/guards.js';
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  valueFromASTUntyped,
} from '../graphql/graphql-js.js';
import type { GraphQLContext } from '../request/context.js';
import { describeMutation, subjectsOfArgs } from '../modules/audit-log/record.js';
import { namesNow, recordMutation } from '../modules/audit-log/service.js';
import { subjectKey, type SubjectRef } from '../modules/audit-log/subjects.js';

/**
 * Every mutation a signed-in user or API key runs successfully is recorded: who, when, the
 * mutation, the things it names (with their names, read before it runs so a deleted thing keeps
 * its name) and its arguments (secrets left out). Done once here, as a plugin, so mutations
 * added later are audited without touching their code. Queries, failed fields and fields
 * answering null or false are not recorded; neither are devices' mutations.
 */
export function useAuditLog(): Plugin<GraphQLContext> {
  return {
    async onExecute({ args }) {
      // Envelop types the arguments loosely; these are graphql-js's own execution arguments.
      const op = getOperationAST(
        args.document as DocumentNode,
        args.operationName as string | null,
      );
      if (op?.operation !== OperationTypeNode.MUTATION) return;
      const ctx = args.contextValue;
      if (ctx.principal.kind !== 'user') return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const fields = op.selectionSet.selections.filter(
        (s): s is FieldNode => s.kind === Kind.FIELD,
      );
      const argsOf = (field: FieldNode) =>
        Object.fromEntries(
          (field.arguments ?? []).map((a) => [
            a.name.value,
            valueFromASTUntyped(a.value, variables),
          ]),
        );
      const scope = scopeOf(ctx);
      const named = fields.flatMap((f) => subjectsOfArgs(f.name.value, argsOf(f)));
      const before = await namesNow(ctx.services, scope, named).catch(() => new Map());
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const { data, errors } = result as ExecutionResult;
          for (const field of fields) {
            const key = field.alias?.value ?? field.name.value;
            const value = data?.[key];
            if (value === undefined || value === null || value === false) continue;
            if (errors?.some((e) => e.path?.[0] === key)) continue;
            const action = field.name.value;
            const { refs, ...mutation } = describeMutation(action, argsOf(field), value);
            await nameAndRecord(ctx, refs, before, mutation).catch((err: unknown) =>
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

/** Names what a mutation made (absent before it ran) and writes the entry. */
async function nameAndRecord(
  ctx: GraphQLContext,
  refs: SubjectRef[],
  before: Map<string, { name: string | null }>,
  mutation: Omit<Parameters<typeof recordMutation>[2], 'subjects'>,
) {
  const scope = scopeOf(ctx);
  const made = refs.filter((r) => !before.has(subjectKey(r)));
  const after = await namesNow(ctx.services, scope, made);
  const subjects = refs.map((r) => ({
    ...r,
    name: before.get(subjectKey(r))?.name ?? after.get(subjectKey(r))?.name ?? null,
  }));
  await recordMutation(ctx.services, scope, { ...mutation, subjects });
}
