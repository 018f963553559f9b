import type {
  GraphQLField,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLOutputType,
  GraphQLSchema,
} from 'graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from '../../graphql/graphql-js.js';

// Minimal valid operations for the scope walk: one per root field, with only the arguments the
// field requires, each a plain valid value of its type (ids of the operator's own rows where an
// ID is asked). Unlike the fuzz, nothing is hostile: a refusal must come from the scope check,
// not from a value the server rejects on sight.

export type RootKind = 'query' | 'mutation' | 'subscription';

export interface WalkOperation {
  kind: RootKind;
  field: string;
  /** `arg: VALUE` when the field was walked once per value of a required enum argument. */
  variant?: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Ids of the operator's rows by GraphQL type name, to put in ID arguments. */
export type IdsByType = ReadonlyMap<string, string>;

/** Plain values for string arguments, by what the argument's name says it holds. */
function stringFor(name: string): string {
  if (/email/i.test(name)) return 'walk@example.com';
  if (/url/i.test(name)) return 'https://example.com/walk';
  if (/month/i.test(name)) return '2030-01';
  if (/date/i.test(name)) return '2030-01-02';
  if (/timeZone/i.test(name)) return 'UTC';
  if (/password/i.test(name)) return 'walk-password-123';
  return 'walk';
}

/**
 * The type an ID argument names: `deviceId` a Device, `fileIds` a File; an `entityId` the type
 * the walked enum value names (collectionName: playlist); a bare `id` the longest type name
 * inside the field's name (`deleteMenuBoardLocation` a MenuBoardLocation), else the field's type.
 */
export function idTypeOf(
  ids: IdsByType,
  fieldName: string,
  argName: string,
  returns: string,
  enumValue?: string,
): string | undefined {
  const known = [...ids.keys()];
  const stem = argName.replace(/Ids?$/, '').toLowerCase();
  const byArg = known.filter((type) => stem && type.toLowerCase().endsWith(stem));
  if (byArg.length) return byArg.sort((a, b) => a.length - b.length)[0];
  const byEnum = known.find((type) => type.toLowerCase() === enumValue?.toLowerCase());
  if (byEnum) return byEnum;
  const inName = known.filter((type) => fieldName.toLowerCase().includes(type.toLowerCase()));
  if (inName.length) return inName.sort((a, b) => b.length - a.length)[0];
  return ids.has(returns) ? returns : undefined;
}

class OperationBuilder {
  constructor(
    private readonly ids: IdsByType,
    private readonly field: GraphQLField<unknown, unknown>,
    private readonly enumValue?: string,
  ) {}

  value(type: GraphQLInputType, name: string, depth = 0): unknown {
    if (isNonNullType(type)) return this.value(type.ofType, name, depth);
    if (isListType(type)) return [this.value(type.ofType, name, depth + 1)];
    if (isEnumType(type)) return type.getValues()[0]!.value;
    if (isInputObjectType(type)) {
      if (depth > 4) return {};
      const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
      return Object.fromEntries(required.map((f) => [f.name, this.value(f.type, f.name, depth)]));
    }
    switch (getNamedType(type).name) {
      case 'ID': {
        const returns = getNamedType(this.field.type).name;
        const idType = idTypeOf(this.ids, this.field.name, name, returns, this.enumValue);
        return (idType && this.ids.get(idType)) ?? 'walk-unknown-id';
      }
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        // An end an hour after its start, so a period's own check (to after from) passes and a
        // refusal can only come from the scope.
        return /^(to|until|ends?At)$/.test(name)
          ? '2030-01-02T11:00:00.000Z'
          : '2030-01-02T10:00:00.000Z';
      case 'JSON':
        return {};
      default:
        return stringFor(name);
    }
  }
}

/** `{ __typename _id }` where the type has an _id: enough to tell an answer from a refusal. */
export function shallowSelection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  const hasId = (isObjectType(named) || isInterfaceType(named)) && '_id' in named.getFields();
  return hasId ? ' { __typename _id }' : ' { __typename }';
}

/** The minimal operation of one root field: its required arguments only. */
export function minimalOperation(
  kind: RootKind,
  field: GraphQLField<unknown, unknown>,
  ids: IdsByType,
  fixed: Record<string, unknown> = {},
): WalkOperation {
  const fixedEnum = Object.values(fixed).find((v): v is string => typeof v === 'string');
  const builder = new OperationBuilder(ids, field, fixedEnum);
  const required = field.args.filter((a) => isNonNullType(a.type));
  const variables: Record<string, unknown> = {};
  for (const arg of required)
    variables[arg.name] = arg.name in fixed ? fixed[arg.name] : builder.value(arg.type, arg.name);
  const header = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  return {
    kind,
    field: field.name,
    query: `${kind} Walk${header ? `(${header})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${shallowSelection(field.type)} }`,
    variables,
  };
}

/**
 * One operation per value of the field's first required enum argument, where the permission may
 * depend on it (playableContent of a file or of a playlist); else the one minimal operation.
 */
function operationsOf(
  kind: RootKind,
  field: GraphQLField<unknown, unknown>,
  ids: IdsByType,
): WalkOperation[] {
  const choice = field.args.find((a) => isNonNullType(a.type) && isEnumType(a.type.ofType));
  if (!choice || !isNonNullType(choice.type) || !isEnumType(choice.type.ofType))
    return [minimalOperation(kind, field, ids)];
  return choice.type.ofType.getValues().map((v) => ({
    ...minimalOperation(kind, field, ids, { [choice.name]: v.value }),
    variant: `${choice.name}: ${v.name}`,
  }));
}

/** `query.files`, or `query.playableContent(collectionName: file)` for a variant. */
export const walkKeyOf = (op: Pick<WalkOperation, 'kind' | 'field' | 'variant'>): string =>
  `${op.kind}.${op.field}${op.variant ? `(${op.variant})` : ''}`;

/** Every root field of the schema as a minimal operation. */
export function walkOperations(
  schema: GraphQLSchema,
  ids: IdsByType,
  kinds: readonly RootKind[] = ['query', 'mutation', 'subscription'],
): WalkOperation[] {
  const roots: Record<RootKind, GraphQLNamedType | null | undefined> = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  return kinds.flatMap((kind) => {
    const root = roots[kind];
    if (!root || !isObjectType(root)) return [];
    return Object.values(root.getFields()).flatMap((f) => operationsOf(kind, f, ids));
  });
}

/**
 * A selection that reaches every `_id` two levels down, for harvesting the operator's ids:
 * nested objects are followed where their field needs no argument.
 */
export function harvestSelection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const parts = ['__typename'];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(f.type);
    if (f.name === '_id') parts.push('_id');
    else if (isObjectType(inner) && depth < 2)
      parts.push(`${f.name}${harvestSelection(f.type, depth + 1)}`);
  }
  return ` { ${parts.join(' ')} }`;
}

/** Records the first `_id` seen of every `__typename` in an answer. */
export function collectIds(value: unknown, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const { __typename: type, _id: id } = record;
    if (typeof type === 'string' && typeof id === 'string' && !into.has(type)) into.set(type, id);
    for (const inner of Object.values(record)) collectIds(inner, into);
  }
}

export interface WalkAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly {
    message: string;
    path?: readonly (string | number)[];
    extensions?: { code?: string };
  }[];
}

/** Codes that say the caller may not do this, whatever the arguments. */
export const SCOPE_REFUSALS = ['FORBIDDEN', 'UNAUTHENTICATED'] as const;

/**
 * How the root field fared: "answered" when it resolved without an error of its own (even to
 * null or an empty list: the resolver let the caller through), else the refusal's code. Errors
 * deeper in the answer belong to nested fields, which the walk does not judge.
 */
export function outcomeOf(answer: WalkAnswer): string {
  const rootError = answer.errors?.find((e) => !e.path || e.path.length <= 1);
  if (rootError) return rootError.extensions?.code ?? 'no code';
  return 'answered';
}
