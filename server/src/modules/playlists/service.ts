import { PERMISSIONS } from '@marquee/sdk/model';
import type { GraphQLContext } from '../../http/context.js';
import { requirePermission } from '../../graphql/guards.js';
import * as repo from './repo.js';

/** Playlists of the account shared to the current space. */
export async function playlists(ctx: GraphQLContext) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.playlist.read);
  const all = await repo.listPlaylists(ctx.services.db, user.accountId);
  const space = session.currentSpaceId;
  return space ? all.filter((p) => p.spaceIds.includes(space)) : all;
}

export async function playlist(ctx: GraphQLContext, id: string) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.playlist.read);
  const space = session.currentSpaceId;
  return (await repo.findPlaylistInSpace(ctx.services.db, user.accountId, space, id)) ?? null;
}
