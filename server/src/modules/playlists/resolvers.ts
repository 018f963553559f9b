import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { scopeWithPermission } from '../../graphql/guards.js';
import * as playlists from './service.js';
import * as writes from './write.js';

const { read, update, delete: remove } = PERMISSIONS.playlist;

// Playlists are for signed-in users: scopeWithPermission refuses a device token or a missing
// session with the guards' own messages; the services check the permission again themselves.

export const playlistResolvers: Resolvers = {
  Query: {
    playlists: (_root, _args, ctx) =>
      playlists.playlists(ctx.services, scopeWithPermission(ctx, read)),
    playlist: (_root, { id }, ctx) =>
      playlists.playlist(ctx.services, scopeWithPermission(ctx, read), id),
  },
  Mutation: {
    createPlaylist: (_root, { input }, ctx) =>
      writes.createPlaylist(ctx.services, scopeWithPermission(ctx, update), input),
    updatePlaylist: (_root, { id, input }, ctx) =>
      writes.updatePlaylist(ctx.services, scopeWithPermission(ctx, update), id, input),
    deletePlaylist: (_root, { id }, ctx) =>
      writes.deletePlaylist(ctx.services, scopeWithPermission(ctx, remove), id),
    addFilesToPlaylist: (_root, { playlistId, fileIds, zoneId, duration }, ctx) =>
      writes.addFilesToPlaylist(
        ctx.services,
        scopeWithPermission(ctx, update),
        playlistId,
        fileIds,
        zoneId ?? 0,
        duration,
      ),
  },
  Playlist: {
    _id: (p) => p.id,
    layout: (p) => p.layout ?? null,
  },
};
