import type { Resolvers } from '../../graphql/generated.js';
import * as playlists from './service.js';
import * as writes from './write.js';

export const playlistResolvers: Resolvers = {
  Query: {
    playlists: (_root, _args, ctx) => playlists.playlists(ctx),
    playlist: (_root, { id }, ctx) => playlists.playlist(ctx, id),
  },
  Mutation: {
    createPlaylist: (_root, { input }, ctx) => writes.createPlaylist(ctx, input),
    updatePlaylist: (_root, { id, input }, ctx) => writes.updatePlaylist(ctx, id, input),
    deletePlaylist: (_root, { id }, ctx) => writes.deletePlaylist(ctx, id),
    addFilesToPlaylist: (_root, { playlistId, fileIds, zoneId, duration }, ctx) =>
      writes.addFilesToPlaylist(ctx, playlistId, fileIds, zoneId ?? 0, duration),
  },
  Playlist: {
    _id: (p) => p.id,
    layout: (p) => p.layout ?? null,
  },
};
