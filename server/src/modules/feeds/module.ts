import { defineModule } from '../define-module.js';
import { FeedCache } from './cache.js';
import { feedResolvers } from './resolvers.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Forecasts, places and news feeds fetched lately, shared by every account (cache.ts). */
    feedCache: FeedCache;
  }
}

export const feedsModule = defineModule({
  name: 'feeds',
  resolvers: feedResolvers,
  services: ({ clock }) => ({ feedCache: new FeedCache({ clock }) }),
});
