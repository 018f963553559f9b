import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
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
  isUnionType,
} from '../../graphql/graphql-js.js';

// Schema-derived operations for the fuzz test: a random root field of Query or Mutation, its
// arguments as variables made from each input type (edge and hostile values, sometimes of the
// wrong type), and a small selection of scalar fields two levels deep. Seeded, so a failure
// names the seed and the operation that broke.

export interface FuzzOperation {
  query: string;
  variables: Record<string, unknown>;
  field: string;
}

/** mulberry32: small, fast and good enough to pick values; the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(10_000),
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  'http://127.0.0.1:8080/health',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  '2026-02-30',
  '25:61',
  '-1',
  'null',
  '{"a":1}',
  'ROLE_ADMIN',
  'media:read',
];
const NUMBERS = [0, 1, -1, 2, 100, 2_147_483_647, -2_147_483_648, 1e9, 0.5, -0.5, 1e308];

export class OperationFuzzer {
  private readonly random: () => number;

  constructor(
    private readonly schema: GraphQLSchema,
    seed: number,
    /** Real ids to try besides garbage: a fuzzer that only sends unknown ids finds little. */
    private readonly ids: readonly string[],
    private readonly skipFields: ReadonlySet<string> = new Set(),
  ) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private chance(p: number) {
    return this.random() < p;
  }

  next(): FuzzOperation {
    const kind = this.chance(0.5) ? 'query' : 'mutation';
    const root = kind === 'query' ? this.schema.getQueryType() : this.schema.getMutationType();
    const fields = Object.values(root!.getFields()).filter((f) => !this.skipFields.has(f.name));
    const field = this.pick(fields);
    const variables: Record<string, unknown> = {};
    const declarations: string[] = [];
    const passed: string[] = [];
    for (const arg of field.args) {
      if (!isNonNullType(arg.type) && this.chance(0.4)) continue;
      const name = `v_${arg.name}`;
      declarations.push(`$${name}: ${String(arg.type)}`);
      passed.push(`${arg.name}: $${name}`);
      variables[name] = this.valueOf(arg.type, 0, arg);
    }
    const header = declarations.length ? `(${declarations.join(', ')})` : '';
    const args = passed.length ? `(${passed.join(', ')})` : '';
    const selection = this.selectionOf(field.type, 0);
    return {
      field: `${kind}.${field.name}`,
      query: `${kind} Fuzz${header} { ${field.name}${args}${selection} }`,
      variables,
    };
  }

  private valueOf(type: GraphQLInputType, depth: number, arg?: GraphQLArgument): unknown {
    // Now and then the wrong type altogether: coercion must refuse it with a clear error.
    if (this.chance(0.03)) return this.pick([42, 'text', true, [], {}, null]);
    if (isNonNullType(type)) return this.valueOf(type.ofType, depth, arg);
    if (this.chance(0.05)) return null;
    if (isListType(type)) {
      const length = this.pick([0, 1, 2, 3, 120]);
      return Array.from({ length }, () => this.valueOf(type.ofType, depth + 1));
    }
    if (isEnumType(type)) {
      return this.chance(0.05) ? 'NOT_A_VALUE' : this.pick(type.getValues()).value;
    }
    if (isInputObjectType(type)) {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        if (!isNonNullType(field.type) && this.chance(0.5)) continue;
        value[field.name] = this.valueOf(field.type, depth + 1);
      }
      if (this.chance(0.03)) value.unknownKey = 'x';
      return value;
    }
    return this.scalarValue(getNamedType(type).name);
  }

  private scalarValue(name: string): unknown {
    switch (name) {
      case 'Int':
        return this.pick(NUMBERS.filter(Number.isInteger));
      case 'Float':
        return this.pick(NUMBERS);
      case 'Boolean':
        return this.chance(0.5);
      case 'ID':
        return this.chance(0.6) && this.ids.length
          ? this.pick(this.ids)
          : this.pick(HOSTILE_STRINGS);
      case 'DateTime':
        return this.pick(['2026-03-29T01:30:00.000Z', '2026-13-01T00:00:00Z', '', 'yesterday']);
      case 'JSON':
      case 'JSONObject':
        return this.pick([{}, { a: [1, 2] }, [], 'x', 1, { nested: { deep: { deeper: {} } } }]);
      default:
        return this.chance(0.3) && this.ids.length
          ? this.pick(this.ids)
          : this.pick(HOSTILE_STRINGS);
    }
  }

  private selectionOf(type: GraphQLOutputType, depth: number): string {
    const named = getNamedType(type);
    if (isScalarType(named) || isEnumType(named)) return '';
    if (isUnionType(named)) return ' { __typename }';
    if (!isObjectType(named) && !isInterfaceType(named)) return ' { __typename }';
    const fields = Object.values(named.getFields()) as GraphQLField<unknown, unknown>[];
    const chosen: string[] = ['__typename'];
    for (const field of fields) {
      if (field.args.some((a) => isNonNullType(a.type))) continue;
      const inner = getNamedType(field.type);
      if (isScalarType(inner) || isEnumType(inner)) {
        if (this.chance(0.6)) chosen.push(field.name);
      } else if (depth < 1 && this.chance(0.25)) {
        chosen.push(`${field.name}${this.selectionOf(field.type, depth + 1)}`);
      }
    }
    return ` { ${chosen.join(' ')} }`;
  }
}

/** What a response must never show a client: stack frames, SQL, file paths, driver errors. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat .+\.(ts|js|mjs|cjs):\d+/,
  /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|values|set|where)\b/i,
  /\/(work|home|root|tmp|usr|var)\/[\w.-]+\//,
  /node_modules/,
  /SQLITE_[A-Z]+/,
  /\bsyntax error at or near\b/,
  /\bviolates (foreign key|unique|not-null|check) constraint\b/,
  /\bduplicate key value\b/,
];
