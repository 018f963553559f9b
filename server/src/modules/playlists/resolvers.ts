import type { Resolvers } from '../../graphql/generated.js';
import * as playlists from './service.js';

export const playlistResolvers: Resolvers = {
  Query: {
    playlists: (_root, _args, ctx) => playlists.playlists(ctx),
    playlist: (_root, { id }, ctx) => playlists.playlist(ctx, id),
  },
  Playlist: {
    _id: (p) => p.id,
    layout: (p) => p.layout ?? null,
  },
};
