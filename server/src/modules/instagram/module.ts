import { defineModule } from '../define-module.js';
import type { InstagramFeedRow } from './repo.js';
import { instagramResolvers } from './resolvers.js';
import { instagramRoutes } from './routes.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** The feed refreshes running in this process, by feed id: one at a time per feed. */
    instagramRefreshes: Map<string, Promise<InstagramFeedRow>>;
  }
}

export const instagramModule = defineModule({
  name: 'instagram',
  resolvers: instagramResolvers,
  routes: instagramRoutes,
  services: () => ({ instagramRefreshes: new Map<string, Promise<InstagramFeedRow>>() }),
});
