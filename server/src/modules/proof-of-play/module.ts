import { defineModule } from '../define-module.js';
import { proofOfPlayResolvers } from './resolvers.js';
import { proofOfPlayRoutes } from './routes.js';

export const proofOfPlayModule = defineModule({
  name: 'proof-of-play',
  resolvers: proofOfPlayResolvers,
  routes: proofOfPlayRoutes,
});
