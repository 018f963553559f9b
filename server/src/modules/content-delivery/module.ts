import { defineModule } from '../define-module.js';
import { contentDeliveryResolvers } from './resolvers.js';
import { contentDeliveryRoutes } from './route.js';
import type { ContentVersions } from './versions.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** This API process's content versions, set once its HTTP server has the schema. */
    contentVersions?: ContentVersions;
  }
}

export const contentDeliveryModule = defineModule({
  name: 'content-delivery',
  resolvers: contentDeliveryResolvers,
  routes: contentDeliveryRoutes,
});
