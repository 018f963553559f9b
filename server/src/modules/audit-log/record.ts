import {
  getOperationAST,
  Kind,
  valueFromASTUntyped,
  type ExecutionResult,
  type FieldNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { insertAuditEntry } from './repo.js';

// Every mutation a signed-in user or API key runs successfully is recorded: who, when, the
// mutation, the entity it names and its arguments (secrets left out). Done once here, as a
// plugin, so mutations added by later issues are audited without touching their code.

const SECRET_ARG = /password|token|secret/i;
const VERBS =
  /^(create|update|delete|rename|remove|revoke|change|invite|cancel|publish|pair|unpair|share|move|confirm|upload|set|add|accept)/;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_ARG.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

/** 'renameSpace' -> 'Space'; undefined when the name has no known verb. */
export function entityTypeOf(action: string): string | null {
  const rest = action.replace(VERBS, '');
  return rest && rest !== action ? rest.replace(/s$/, '') : null;
}

function entityIdOf(args: Record<string, unknown>, result: unknown): string | null {
  const direct = args.id ?? Object.entries(args).find(([k]) => /Id$/.test(k))?.[1];
  if (typeof direct === 'string') return direct;
  if (result && typeof result === 'object' && '_id' in result && typeof result._id === 'string')
    return result._id;
  return null;
}

export function auditLogPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const op = getOperationAST(args.document, args.operationName);
      if (op?.operation !== 'mutation') return;
      const ctx = args.contextValue as GraphQLContext;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      return {
        async onExecuteDone({ result }) {
          if (ctx.principal.kind !== 'user' || Symbol.asyncIterator in result) return;
          const { data, errors } = result as ExecutionResult;
          const { user, apiKey } = ctx.principal;
          const at = ctx.now();
          for (const selection of op.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const field = selection as FieldNode;
            const key = field.alias?.value ?? field.name.value;
            const value = (data as Record<string, unknown> | null | undefined)?.[key];
            if (value === undefined || value === null || value === false) continue;
            if (errors?.some((e) => e.path?.[0] === key)) continue;
            const fieldArgs = Object.fromEntries(
              (field.arguments ?? []).map((a) => [
                a.name.value,
                valueFromASTUntyped(a.value, variables),
              ]),
            );
            const action = field.name.value;
            await insertAuditEntry(ctx.services.db, {
              id: uuidv7(at.getTime()),
              accountId: user.accountId,
              userId: user.id,
              actor: apiKey ? `API key ${apiKey.name}` : user.email,
              action,
              entityType: entityTypeOf(action),
              entityId: entityIdOf(fieldArgs, value),
              changes: redact(fieldArgs),
              createdAt: at.toISOString(),
            }).catch((err: unknown) =>
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
