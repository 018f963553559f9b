import type { ValueNode } from 'graphql';
import { GraphQLError, GraphQLScalarType, Kind } from './graphql-js.js';
import type { Resolvers } from './generated.js';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  throw new GraphQLError('DateTime must be an ISO 8601 date-time string', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

function literalToJson(
  ast: ValueNode,
  variables: Record<string, unknown> | null | undefined,
): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    case Kind.ENUM:
      return ast.value;
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});

export const scalarResolvers: Resolvers = { DateTime, JSON: JSONScalar };
