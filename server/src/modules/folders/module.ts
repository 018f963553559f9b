import { defineModule } from '../define-module.js';
import { folderResolvers } from './resolvers.js';

export const foldersModule = defineModule({
  name: 'folders',
  resolvers: folderResolvers,
});
