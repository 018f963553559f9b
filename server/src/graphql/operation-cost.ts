import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  SelectionSetNode,
} from 'graphql';
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
} from './graphql-js.js';

/**
 * An estimate of the work an operation asks for, before any resolver runs: every object it
 * selects costs 1, times the number of items each list around it may hold. A list's size is its
 * page argument (`limit`, `first`), or the page argument of the field that holds it (a page
 * object's `items`), or DEFAULT_LIST_SIZE when nothing bounds it, so nesting unbounded lists
 * (`ancestors { ancestors { … } }`) grows the estimate the way it grows the work.
 */
export const DEFAULT_LIST_SIZE = 20;
const PAGE_ARGUMENTS = ['limit', 'first'];

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> = {},
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  return selectionCost({ schema, fragments, variables }, operation.selectionSet, root, null);
}

function selectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  pageSize: number | null,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(walk, selection, parent, pageSize);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parent;
      if (on && isCompositeType(on))
        cost += selectionCost(walk, selection.selectionSet, on, pageSize);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      const on = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && on && isCompositeType(on))
        cost += selectionCost(walk, fragment.selectionSet, on, pageSize);
    }
  }
  return cost;
}

function fieldCost(
  walk: Walk,
  node: FieldNode,
  parent: GraphQLCompositeType,
  pageSize: number | null,
): number {
  if (!(isObjectType(parent) || isInterfaceType(parent))) return 0;
  const field = parent.getFields()[node.name.value];
  if (!field || !node.selectionSet) return 0;
  const named = getNamedType(field.type);
  if (!isCompositeType(named)) return 0;
  const ownPage = pageArgument(walk, node, field);
  const isList = isListType(getNullableType(field.type));
  const times = isList ? (ownPage ?? pageSize ?? DEFAULT_LIST_SIZE) : 1;
  // A page argument on a non-list field (devicePage(limit)) sizes the list inside it.
  const inner = isList ? null : (ownPage ?? null);
  return times * (1 + selectionCost(walk, node.selectionSet, named, inner));
}

function pageArgument(
  walk: Walk,
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
): number | null {
  for (const name of PAGE_ARGUMENTS) {
    const definition = field.args.find((a) => a.name === name);
    if (!definition) continue;
    const argument = node.arguments?.find((a) => a.name.value === name);
    let value: unknown = definition.defaultValue;
    if (argument?.value.kind === Kind.INT) value = Number(argument.value.value);
    else if (argument?.value.kind === Kind.VARIABLE)
      value = walk.variables[argument.value.name.value] ?? definition.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(1, value);
  }
  return null;
}
