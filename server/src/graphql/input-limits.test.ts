import type { GraphQLInputType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  isScalarType,
} from './graphql-js.js';
import { DEFAULT_TEXT, INPUT_LIMITS } from './input-limits.js';
import { textLimitAt } from './input-checks.js';
import { buildSchema } from './schema.js';

/**
 * The one bulk text: a screen's screenshot as base64 (HostAPI images cross every bridge as text).
 * Its own rule bounds it at 2 MB decoded and reads what it is from its bytes (device-diagnostics).
 */
const BULK_TEXT = new Set(['DeviceScreenshotInput.base64']);

/** Scalars whose every value has a fixed size: nothing to bound. */
const FIXED_SIZE = new Set(['Int', 'Float', 'Boolean']);

interface Position {
  coordinate: string;
  name: string;
  type: GraphQLInputType;
}

/** Every field argument and every input field of the schema, by schema coordinate. */
function positions(schema: GraphQLSchema): Position[] {
  const found: Position[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields()))
        for (const arg of field.args)
          found.push({
            coordinate: `${type.name}.${field.name}(${arg.name}:)`,
            name: arg.name,
            type: arg.type,
          });
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        found.push({
          coordinate: `${type.name}.${field.name}`,
          name: field.name,
          type: field.type,
        });
  }
  return found;
}

/** Text at a list position is one of the list's items. */
const isItem = (p: Position) => isListType(getNullableType(p.type));

/** What is missing for the value at a position to be bounded; null when it is. */
function unbounded({ coordinate, type }: Position): string | null {
  const entry = INPUT_LIMITS[coordinate];
  const nullable = getNullableType(type);
  const scalar = getNamedType(type);
  if (isListType(nullable) && entry?.kind !== 'list')
    return `${coordinate}: a list without a limit`;
  if (!isScalarType(scalar) || FIXED_SIZE.has(scalar.name)) return null;
  if (scalar.name === 'JSON')
    return entry?.kind === 'json' ? null : `${coordinate}: JSON without a size limit`;
  if (isListType(nullable)) return null; // its items: the entry's `each` or the scalar's default
  if (entry?.kind === 'text' || DEFAULT_TEXT[scalar.name]) return null;
  return `${coordinate}: ${scalar.name} without a length limit`;
}

describe('the input limits table', () => {
  const schema = buildSchema();
  const all = positions(schema);

  it('bounds every list, text and JSON argument and input field of the schema', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all.map(unbounded).filter((problem) => problem !== null)).toEqual([]);
  });

  it('names only coordinates of the schema, each with a limit of its kind', () => {
    const byCoordinate = new Map(all.map((p) => [p.coordinate, p]));
    const wrong: string[] = [];
    for (const [coordinate, limit] of Object.entries(INPUT_LIMITS)) {
      const position = byCoordinate.get(coordinate);
      if (!position) {
        wrong.push(`${coordinate}: not in the schema`);
        continue;
      }
      const nullable = getNullableType(position.type);
      const scalar = getNamedType(position.type).name;
      const kind = isListType(nullable) ? 'list' : scalar === 'JSON' ? 'json' : 'text';
      if (limit.kind !== kind) wrong.push(`${coordinate}: a ${limit.kind} limit on a ${kind}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every name to one line without control or direction characters', () => {
    const names = all.filter(
      (p) => /name$/i.test(p.name) && getNamedType(p.type).name === 'String',
    );
    expect(names.length).toBeGreaterThan(20);
    const multiLine = names
      .filter((p) => textLimitAt(p.coordinate, 'String', isItem(p)).text !== 'singleLine')
      .map((p) => p.coordinate);
    expect(multiLine).toEqual([]);
  });

  it('holds every text to a length a form or a player could send, and ids short', () => {
    const limits = all.map((p) => ({
      coordinate: p.coordinate,
      limit: textLimitAt(p.coordinate, getNamedType(p.type).name, isItem(p)),
    }));
    expect(
      limits.filter(
        ({ coordinate, limit }) => limit.maxLength > 4_000 && !BULK_TEXT.has(coordinate),
      ),
    ).toEqual([]);
    expect(DEFAULT_TEXT.ID!.maxLength).toBeLessThanOrEqual(128);
  });
});
