import { createRequire } from 'node:module';
import type * as GraphQLModule from 'graphql';

/*
 * graphql 16 ships a CommonJS copy ("main") and an ESM copy ("module") and no "exports" map. Node
 * gives yoga and graphql-ws the CommonJS copy, while Vite-based tools (Vitest) hand our sources
 * the ESM one. Two copies break `instanceof GraphQLError` and scalar-type checks, so every runtime
 * value from graphql is taken from here, through require: always the copy yoga itself uses.
 */
const require = createRequire(import.meta.url);
const graphql = require('graphql') as typeof GraphQLModule;

export const {
  GraphQLError,
  execute,
  GraphQLScalarType,
  Kind,
  OperationTypeNode,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isScalarType,
  isUnionType,
  parse,
  validate,
  valueFromASTUntyped,
} = graphql;
export type GraphQLError = GraphQLModule.GraphQLError;
