import { defineModule } from '../define-module.js';
import { instagramResolvers } from './resolvers.js';
import { instagramRoutes } from './routes.js';

export const instagramModule = defineModule({
  name: 'instagram',
  resolvers: instagramResolvers,
  routes: instagramRoutes,
});
