import { defineModule } from '../define-module.js';
import { liveLinksResolvers } from './resolvers.js';
import { liveLinksRoutes } from './routes.js';

/**
 * Live view links: operators share one screen or one screen group at a public address that shows
 * its latest pictures and what it plays, and revoke the address when it should stop.
 */
export const liveLinksModule = defineModule({
  name: 'live-links',
  resolvers: liveLinksResolvers,
  routes: liveLinksRoutes,
});
