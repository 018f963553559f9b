import { sql, type RawBuilder } from 'kysely';

// Content rows (files, folders, playlists, ...) keep the spaces they are shared to as a JSON array
// of ids in a text column. A row is shared to a space when that text holds the id in quotes:
// a LIKE on `"<id>"`, with LIKE's wildcards escaped, which reads the same on SQLite and PostgreSQL.

const spaceIdPattern = (spaceId: string) =>
  `%${JSON.stringify(spaceId).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A WHERE condition: the row's `space_ids` column lists `spaceId`. */
export const sharedToSpace = (spaceId: string, column = 'space_ids'): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${spaceIdPattern(spaceId)} escape '\\'`;
