// The tenancy walk's schema walker: from the introspected schema it builds, for any root field,
// a call with every ID slot (arguments and input fields) set to one id, and a selection of
// every argument-free leaf field two levels deep, so an answer carrying a foreign row shows it.

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
export interface InputValue {
  name: string;
  type: TypeRef;
}
export interface Field {
  name: string;
  args: InputValue[];
  type: TypeRef;
}
export interface FullType {
  kind: string;
  name: string;
  fields: Field[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
}

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const typeString = (t: TypeRef): string =>
  t.kind === 'NON_NULL'
    ? `${typeString(t.ofType!)}!`
    : t.kind === 'LIST'
      ? `[${typeString(t.ofType!)}]`
      : t.name!;

export class Walker {
  constructor(private types: Map<string, FullType>) {}

  /** A value for a type; ID slots get `id`. Counts ID slots through `slots`. */
  value(t: TypeRef, id: string, slots: { n: number }, depth = 0): unknown {
    if (t.kind === 'NON_NULL') return this.value(t.ofType!, id, slots, depth);
    if (t.kind === 'LIST') return [this.value(t.ofType!, id, slots, depth)];
    const type = this.types.get(t.name!)!;
    if (type.kind === 'ENUM') return type.enumValues![0]!.name;
    if (type.kind === 'INPUT_OBJECT') {
      if (depth > 3) return {};
      return Object.fromEntries(
        type.inputFields!.map((f) => [f.name, this.value(f.type, id, slots, depth + 1)]),
      );
    }
    switch (t.name) {
      case 'ID':
        slots.n++;
        return id;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2030-01-01T00:00:00.000Z';
      case 'JSON':
        return {};
      default:
        return 'walk';
    }
  }

  /** Every argument-free leaf field, and those of nested objects two levels deep. */
  selection(t: TypeRef, depth = 0): string {
    const type = this.types.get(named(t).name!)!;
    if (type.kind === 'SCALAR' || type.kind === 'ENUM') return '';
    if (type.kind !== 'OBJECT') return '{ __typename }';
    const parts = ['__typename'];
    for (const f of type.fields!) {
      if (f.args.some((a) => a.type.kind === 'NON_NULL')) continue;
      const inner = this.types.get(named(f.type).name!)!;
      if (inner.kind === 'SCALAR' || inner.kind === 'ENUM') parts.push(f.name);
      else if (depth < 2) parts.push(`${f.name} ${this.selection(f.type, depth + 1)}`);
    }
    return `{ ${parts.join(' ')} }`;
  }
}

/** The call of one root field with every ID slot set to `id`. */
export function operation(walker: Walker, opType: 'Query' | 'Mutation', field: Field, id: string) {
  const vars: Record<string, unknown> = {};
  field.args.forEach((a, i) => (vars[`a${i}`] = walker.value(a.type, id, { n: 0 })));
  const decl = field.args.map((a, i) => `$a${i}: ${typeString(a.type)}`).join(', ');
  const call = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const doc = `${opType === 'Query' ? 'query' : 'mutation'} Walk${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''} ${walker.selection(field.type)} }`;
  return { doc, vars };
}
