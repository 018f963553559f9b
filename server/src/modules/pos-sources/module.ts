import { defineModule } from '../define-module.js';
import { FeedCache } from '../feeds/cache.js';
import { posMenuSource } from './menu-source.js';
import { posSourceResolvers } from './resolvers.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Store menus from point-of-sale systems, kept apart from the feeds. */
    posMenuCache: FeedCache;
  }
}

export const posSourcesModule = defineModule({
  name: 'pos-sources',
  resolvers: posSourceResolvers,
  // The menu boards' MenuSource seam: a synced location's day comes from its store's system.
  services: ({ clock }) => ({ posMenuCache: new FeedCache({ clock }), menuSource: posMenuSource }),
});
