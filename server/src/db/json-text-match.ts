import { sql, type RawBuilder, type SqlBool } from 'kysely';

// Content rows keep their spaces as JSON text (`space_ids`, e.g. ["a","b"]) on both dialects.
// These conditions read that text in SQL, so lists and pages are narrowed by the database and
// not in memory after the fact.

/**
 * Rows whose `space_ids` names the space; no space (null or '') keeps every row. The match is
 * for the quoted id, so one id never matches inside another, and `replace` is exact and
 * case-sensitive on SQLite and PostgreSQL alike (SQLite's LIKE ignores ASCII case).
 */
export function sharedToSpace(spaceId: string | null): RawBuilder<SqlBool> {
  if (!spaceId) return sql<SqlBool>`1 = 1`;
  const quoted = JSON.stringify(spaceId);
  return sql<SqlBool>`replace(space_ids, ${quoted}, '') <> space_ids`;
}

/**
 * Rows whose JSON text column mentions one of the ids anywhere. Ids are UUIDs, so a text match
 * finds every reference; a rare false positive is acceptable where it only costs extra work.
 */
export function mentionsAnyOf(column: string, ids: readonly string[]): RawBuilder<SqlBool> {
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(
    ids.map((id) => sql`${sql.ref(column)} like ${`%${id}%`}`),
    sql` or `,
  )})`;
}
