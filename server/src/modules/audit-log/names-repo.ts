import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import {
  NAMED_KINDS,
  isNamedKind,
  subjectKey,
  type NamedKind,
  type SubjectRef,
} from './subjects.js';

// The names of what audit entries refer to. The log reads other modules' tables here, and only
// their name column (and whether the row is deleted), always narrowed by the account in SQL, so
// an id from another account names nothing. One query per kind and chunk of ids: a page of 200
// entries of 10 things each is at most a few queries per kind.

const CHUNK = 500;

export interface CurrentName {
  name: string | null;
  /** The row is there but marked deleted (a file in the bin, a revoked key, a used invitation). */
  deleted: boolean;
}

async function namesOfKind(
  db: Db,
  accountId: string,
  kind: NamedKind,
  ids: readonly string[],
): Promise<Map<string, CurrentName>> {
  const spec: { table: string; name: string; deletedAt?: string; owner?: string } =
    NAMED_KINDS[kind];
  const deleted = spec.deletedAt
    ? sql<number>`case when ${sql.ref(spec.deletedAt)} is null then 0 else 1 end`
    : sql<number>`0`;
  const found = new Map<string, CurrentName>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const { rows } = await sql<{ id: string; name: string | null; gone: number | string }>`
      select id, ${sql.ref(spec.name)} as name, ${deleted} as gone
      from ${sql.table(spec.table)}
      where ${sql.ref(spec.owner ?? 'account_id')} = ${accountId} and id in (${sql.join(chunk)})`.execute(
      db,
    );
    for (const row of rows)
      found.set(subjectKey({ kind, id: row.id }), {
        name: row.name,
        deleted: Number(row.gone) === 1,
      });
  }
  return found;
}

/** The names, now, of the things of the account among `refs`, by `kind:id`; absent when gone. */
export async function currentNames(
  db: Db,
  accountId: string,
  refs: readonly SubjectRef[],
): Promise<Map<string, CurrentName>> {
  const byKind = new Map<NamedKind, Set<string>>();
  for (const ref of refs) {
    if (!isNamedKind(ref.kind)) continue;
    const set = byKind.get(ref.kind) ?? new Set<string>();
    set.add(ref.id);
    byKind.set(ref.kind, set);
  }
  const found = new Map<string, CurrentName>();
  for (const [kind, ids] of byKind)
    for (const [key, name] of await namesOfKind(db, accountId, kind, [...ids]))
      found.set(key, name);
  return found;
}
