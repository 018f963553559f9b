import type {
  DocumentNode,
  GraphQLInputType,
  GraphQLSchema,
  OperationDefinitionNode,
  ValueNode,
} from 'graphql';
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  valueFromASTUntyped,
} from './graphql-js.js';
import { checkJson, checkText, listLimitAt, type Found } from './input-checks.js';
import { operationArguments } from './operation-arguments.js';

/** The first input over its limit: where (e.g. `playlistTimings`, `files.3.originalName`) and why. */
export interface InputViolation {
  path: string;
  message: string;
}

interface Visit {
  /** A literal of the document, or a value as the client sent it in the variables. */
  node?: ValueNode;
  value?: unknown;
  type: GraphQLInputType;
  /** The schema coordinate whose limit applies: the argument or input field. */
  coordinate: string;
  /** An item of the list at `coordinate` (its entry's `each` rule applies to text). */
  item: boolean;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first argument value of the operation that passes its limit (graphql/input-limits.ts), or
 * null. Runs before the variables are coerced, so it reads them as sent, along the type of the
 * argument or field they fill: a single value where a list is expected is a list of one, as
 * coercion will make it. Walked with a stack and stopped at the first violation; a list's length
 * is checked before its items are looked at, so 200,000 items cost no more than 2. Each variable
 * is walked once per position it fills, however often the document names it there.
 *
 * Paths follow the modules' field errors: they start at the argument, except that an argument
 * which is an input object (`input`, `data`) is left out, its fields being the form's fields.
 */
export function firstInputViolation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): InputViolation | null {
  const found = operationArguments(schema, document, operationName);
  if (!found) return null;
  const walk = new InputWalk(found.operation, variables ?? {});
  for (const { coordinate, argument, value } of found.arguments) {
    const key = isInputObjectType(getNullableType(argument.type)) ? null : argument.name;
    const violation = walk.check({
      node: value,
      type: argument.type,
      coordinate,
      item: false,
      key,
      parent: null,
    });
    if (violation) return violation;
  }
  return null;
}

class InputWalk {
  private readonly defaults = new Map<string, ValueNode>();
  private readonly walked = new Set<string>();

  constructor(
    operation: OperationDefinitionNode,
    private readonly variables: Readonly<Record<string, unknown>>,
  ) {
    for (const definition of operation.variableDefinitions ?? [])
      if (definition.defaultValue)
        this.defaults.set(definition.variable.name.value, definition.defaultValue);
  }

  check(root: Visit): InputViolation | null {
    const stack: Visit[] = [root];
    while (stack.length > 0) {
      const visit = this.resolved(stack.pop()!);
      if (!visit) continue;
      const found = this.visit(visit, stack);
      if (found) return { path: pathOf(visit), message: found.message };
    }
    return null;
  }

  /** A variable becomes its value as sent (or its default in the document); null: nothing to check. */
  private resolved(visit: Visit): Visit | null {
    const { node } = visit;
    if (!node) return visit;
    if (node.kind === Kind.NULL) return null;
    if (node.kind !== Kind.VARIABLE) return visit;
    const name = node.name.value;
    const once = `${name} ${visit.coordinate} ${visit.item}`;
    if (this.walked.has(once)) return null;
    this.walked.add(once);
    if (Object.hasOwn(this.variables, name)) {
      const { type, coordinate, item, key, parent } = visit;
      return { type, coordinate, item, key, parent, value: this.variables[name] };
    }
    const fallback = this.defaults.get(name);
    return fallback ? { ...visit, node: fallback } : null;
  }

  private visit(visit: Visit, stack: Visit[]): Found | null {
    const type = getNullableType(visit.type);
    const { node, value } = visit;
    if (isListType(type)) {
      const items = node
        ? node.kind === Kind.LIST
          ? node.values
          : null
        : Array.isArray(value)
          ? (value as unknown[])
          : null;
      const itemOf = { type: type.ofType, coordinate: visit.coordinate, item: true };
      // Not a list: coerced to a list of one, so checked as that one item.
      if (items === null) {
        stack.push({ ...visit, ...itemOf });
        return null;
      }
      const limit = listLimitAt(visit.coordinate);
      if (items.length > limit.maxItems) return { message: limit.tooMany };
      for (let i = items.length - 1; i >= 0; i--) {
        const at = { ...itemOf, key: String(i), parent: visit };
        stack.push(node ? { ...at, node: items[i] as ValueNode } : { ...at, value: items[i] });
      }
      return null;
    }
    if (isInputObjectType(type)) {
      const fields = type.getFields();
      const unknown = unknownFieldOf(node, value, fields);
      // Refused here, not left to coercion: graphql-js would write one error per unknown field,
      // each repeating the whole value, so 450,000 made-up keys took 40 s to answer.
      if (unknown !== null)
        return { message: `"${unknown.slice(0, 100)}" is not a field of ${type.name}` };
      const entries: [string, ValueNode | undefined, unknown][] = node
        ? node.kind === Kind.OBJECT
          ? node.fields.map((f) => [f.name.value, f.value, undefined])
          : []
        : value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).map(([k, v]) => [k, undefined, v])
          : [];
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, fieldNode, fieldValue] = entries[i]!;
        const field = fields[name]!;
        const at = { type: field.type, coordinate: `${type.name}.${name}`, item: false };
        stack.push({ ...at, key: name, parent: visit, node: fieldNode, value: fieldValue });
      }
      return null;
    }
    if (!isScalarType(type)) return null; // enums are bounded by their values
    if (type.name === 'JSON')
      return checkJson(node ? valueFromASTUntyped(node, this.variables) : value, visit.coordinate);
    const text = node
      ? node.kind === Kind.STRING
        ? node.value
        : undefined
      : typeof value === 'string'
        ? value
        : undefined;
    return text === undefined ? null : checkText(text, type.name, visit.coordinate, visit.item);
  }
}

/**
 * The first key of an input object (a literal or a value as sent) that its type does not have,
 * or null. Read in order and stopped at the first one, so it costs at most one key more than the
 * type has fields, however many keys the value carries.
 */
function unknownFieldOf(
  node: ValueNode | undefined,
  value: unknown,
  fields: Readonly<Record<string, unknown>>,
): string | null {
  if (node) {
    if (node.kind !== Kind.OBJECT) return null;
    for (const field of node.fields)
      if (!Object.hasOwn(fields, field.name.value)) return field.name.value;
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const key in value) if (Object.hasOwn(value, key) && !Object.hasOwn(fields, key)) return key;
  return null;
}
