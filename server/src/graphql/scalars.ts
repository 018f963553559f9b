import { dateMessage, isCalendarDate } from '@marquee/sdk/model';
import type { ValueNode } from 'graphql';
import { GraphQLError, GraphQLScalarType, Kind } from './graphql-js.js';
import type { Resolvers } from './generated.js';

/** Date, "T", a time within the day (00:00:00 to 23:59:59) and a zone within ±23:59. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export const DATE_TIME_FORMAT_MESSAGE = 'DateTime must be an ISO 8601 date-time string';

/**
 * A DateTime argument as its UTC ISO string. The day must exist (the sdk's calendar rule, the
 * same the console checks): Date.parse alone reads "2026-02-30T10:00:00Z" as 2 March.
 */
function parseDateTime(value: unknown): string {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  const day = match?.[1] ?? '';
  if (match && isCalendarDate(day)) return new Date(value as string).toISOString();
  throw new GraphQLError(match ? dateMessage(day) : DATE_TIME_FORMAT_MESSAGE, {
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

/** JSON arguments (scene items, playlist items, layouts) nest no deeper than this. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `JSON may nest at most ${MAX_JSON_DEPTH} levels deep`;

/**
 * Refuses a JSON variable nested deeper than MAX_JSON_DEPTH, so resolvers never run recursive
 * code (JSON.stringify, a schema) on a hostile value. Walked with a stack, not by recursion.
 */
function checkJsonDepth(value: unknown): unknown {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_JSON_DEPTH)
      throw new GraphQLError(JSON_TOO_DEEP_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return value;
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: checkJsonDepth,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});

export const scalarResolvers: Resolvers = { DateTime, JSON: JSONScalar };
