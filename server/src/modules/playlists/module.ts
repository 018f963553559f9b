import { defineModule } from '../define-module.js';
import { playlistResolvers } from './resolvers.js';

export const playlistsModule = defineModule({
  name: 'playlists',
  resolvers: playlistResolvers,
});
