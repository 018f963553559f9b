import type { AuditedMutation } from './service.js';
import { isNamedKind, type SubjectRef } from './subjects.js';

// What the audit log records of a mutation: the mutation's name as the action, the entity it
// names (from the verb in the name and the id among its arguments or in its result), the things
// its arguments name (each id argument, by the kind its name says) and its arguments with
// secrets left out.

const SECRET_ARG = /password|token|secret/i;
const VERBS =
  /^(create|update|delete|rename|remove|revoke|change|invite|cancel|publish|pair|unpair|share|move|confirm|upload|set|add|accept|duplicate|restore|purge|send|authorize|convert)/;
/** "publishToDevice" names a Device, not a "ToDevice". */
const PREPOSITION = /^(To|From|For|In|On)(?=[A-Z])/;
/** At most this many things are kept per entry (a list argument may name hundreds of files). */
export const MAX_SUBJECTS = 10;

/** Argument names whose kind is not the name without "Id". */
const ARG_KINDS: Readonly<Record<string, string>> = {
  parentFolderId: 'folder',
  groupId: 'screenGroup',
  groupIds: 'screenGroup',
  entityId: '',
  commandId: '',
  // The only mutations with an accountId argument are a partner's, naming its customer.
  accountId: 'partnerChildAccount',
};

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_ARG.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

/** 'renameSpace' -> 'Space', 'publishToDevice' -> 'Device'; null when the name has no known verb. */
function entityTypeOf(action: string): string | null {
  const rest = action.replace(VERBS, '').replace(PREPOSITION, '');
  return rest && rest !== action ? rest.replace(/s$/, '') : null;
}

function entityIdOf(args: Record<string, unknown>, result: unknown): string | null {
  const direct = args.id ?? Object.entries(args).find(([k]) => /Id$/.test(k))?.[1];
  if (typeof direct === 'string') return direct;
  return resultIdOf(result);
}

function resultIdOf(result: unknown): string | null {
  if (result && typeof result === 'object' && '_id' in result && typeof result._id === 'string')
    return result._id;
  return null;
}

/** 'Space' -> 'space', 'MenuBoardLocation' -> 'menuBoardLocation'. */
const kindOfType = (entityType: string | null) =>
  entityType ? entityType.charAt(0).toLowerCase() + entityType.slice(1) : null;

/** The kind an argument's name says: 'deviceId' -> 'device', 'fileIds' -> 'file'. */
function kindOfArg(name: string): string | null {
  if (name in ARG_KINDS) return ARG_KINDS[name] || null;
  const match = /^(.+?)Ids?$/.exec(name);
  return match ? match[1]! : null;
}

const ids = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/**
 * What a mutation's arguments name, before it runs (so a deleted thing still has its name):
 * `id` as the action's own entity, each `…Id`/`…Ids` argument by its kind, and a
 * `{ collectionName, entityId }` input (what is published) as that collection's kind.
 */
export function subjectsOfArgs(action: string, args: Record<string, unknown>): SubjectRef[] {
  const found: SubjectRef[] = [];
  const add = (kind: string | null, value: unknown) => {
    if (!kind || !isNamedKind(kind)) return;
    for (const id of ids(value)) found.push({ kind, id });
  };
  for (const [name, value] of Object.entries(args)) {
    if (name === 'id') add(kindOfType(entityTypeOf(action)), value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { collectionName, entityId } = value as Record<string, unknown>;
      if (typeof collectionName === 'string') add(collectionName, entityId);
    } else add(kindOfArg(name), value);
  }
  return unique(found).slice(0, MAX_SUBJECTS);
}

/** What a mutation made, from its result: the new thing of the action's entity type. */
export function subjectOfResult(action: string, result: unknown): SubjectRef | null {
  const kind = kindOfType(entityTypeOf(action));
  const id = resultIdOf(result);
  return kind && id && isNamedKind(kind) ? { kind, id } : null;
}

function unique(refs: SubjectRef[]): SubjectRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The audit entry of one successful mutation field, from its name, arguments and result. */
export function describeMutation(
  action: string,
  args: Record<string, unknown>,
  result: unknown,
): Omit<AuditedMutation, 'subjects'> & { refs: SubjectRef[] } {
  const made = subjectOfResult(action, result);
  return {
    action,
    entityType: entityTypeOf(action),
    entityId: entityIdOf(args, result),
    changes: redact(args),
    refs: unique([...subjectsOfArgs(action, args), ...(made ? [made] : [])]).slice(0, MAX_SUBJECTS),
  };
}
