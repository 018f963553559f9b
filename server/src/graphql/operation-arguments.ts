import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLArgument,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import {
  getNamedType,
  getOperationAST,
  isInterfaceType,
  isObjectType,
  Kind,
} from './graphql-js.js';

/** One argument as the operation passes it: its value (literal or variable) and where it goes. */
export interface PassedArgument {
  /** `Mutation.createSchedule(input:)` */
  coordinate: string;
  argument: GraphQLArgument;
  value: ValueNode;
}

export interface OperationArguments {
  operation: OperationDefinitionNode;
  arguments: PassedArgument[];
}

interface Pending {
  selectionSet: SelectionSetNode;
  parent: GraphQLNamedType | null | undefined;
}

/**
 * Every field argument the chosen operation passes, wherever it sits: in the operation, in a
 * named fragment or in an inline fragment, at any depth. Walked with a stack; a named fragment is
 * read once however often it is spread (its arguments are the same each time, and spreading
 * fragments into fragments could otherwise multiply the work). Null when the document names no
 * such operation (yoga has refused it before execution then).
 */
export function operationArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationArguments | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);

  const passed: PassedArgument[] = [];
  const seenFragments = new Set<string>();
  const pending: Pending[] = [
    { selectionSet: operation.selectionSet, parent: schema.getRootType(operation.operation) },
  ];
  while (pending.length > 0) {
    const { selectionSet, parent } = pending.pop()!;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seenFragments.has(fragment.name.value)) continue;
        seenFragments.add(fragment.name.value);
        const on = schema.getType(fragment.typeCondition.name.value);
        pending.push({ selectionSet: fragment.selectionSet, parent: on });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        pending.push({ selectionSet: selection.selectionSet, parent: on });
      } else {
        const field =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        // __typename and introspection fields take no arguments that reach a resolver of ours.
        if (!field || !parent) continue;
        for (const node of selection.arguments ?? []) {
          const argument = field.args.find((a) => a.name === node.name.value);
          if (!argument) continue;
          const coordinate = `${parent.name}.${field.name}(${argument.name}:)`;
          passed.push({ coordinate, argument, value: node.value });
        }
        if (selection.selectionSet)
          pending.push({ selectionSet: selection.selectionSet, parent: getNamedType(field.type) });
      }
    }
  }
  return { operation, arguments: passed };
}
