import type { GraphQLContext } from '../../http/context.js';

// Space scoping for content: every content query is narrowed to the caller's space. A user
// sees what is shared to the session's current space; a device token sees what is shared to the
// space it was paired in. Null means "no space to narrow to" (rows from before spaces existed).

/** The space a caller's content reads and writes are narrowed to. */
export function callerSpaceId(ctx: GraphQLContext): string | null {
  if (ctx.principal.kind === 'user') return ctx.principal.session.currentSpaceId;
  if (ctx.principal.kind === 'device') return ctx.principal.device.spaceId;
  return null;
}

/** Content (files, folders, playlists, scenes, schedules) shared to the space. */
export const sharedTo = (spaceId: string | null, row: { spaceIds: readonly string[] }): boolean =>
  !spaceId || row.spaceIds.includes(spaceId);

/** Keeps only the rows shared to the space. */
export const onlySharedTo = <T extends { spaceIds: readonly string[] }>(
  spaceId: string | null,
  rows: readonly T[],
): T[] => rows.filter((row) => sharedTo(spaceId, row));
