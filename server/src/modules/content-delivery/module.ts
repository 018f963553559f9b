import { defineModule } from '../define-module.js';
import { contentDeliveryResolvers } from './resolvers.js';
import { contentDeliveryRoutes } from './route.js';

export const contentDeliveryModule = defineModule({
  name: 'content-delivery',
  resolvers: contentDeliveryResolvers,
  routes: contentDeliveryRoutes,
});
