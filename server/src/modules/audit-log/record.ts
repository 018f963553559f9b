import type { AuditedMutation } from './service.js';

// What the audit log records of a mutation: the mutation's name as the action, the entity it
// names (from the verb in the name and the id among its arguments or in its result) and its
// arguments with secrets left out.

const SECRET_ARG = /password|token|secret/i;
const VERBS =
  /^(create|update|delete|rename|remove|revoke|change|invite|cancel|publish|pair|unpair|share|move|confirm|upload|set|add|accept|duplicate)/;

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
function entityTypeOf(action: string): string | null {
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

/** The audit entry of one successful mutation field, from its name, arguments and result. */
export function describeMutation(
  action: string,
  args: Record<string, unknown>,
  result: unknown,
): AuditedMutation {
  return {
    action,
    entityType: entityTypeOf(action),
    entityId: entityIdOf(args, result),
    changes: redact(args),
  };
}
