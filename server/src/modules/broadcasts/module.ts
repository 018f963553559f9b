import { defineModule } from '../define-module.js';
import type { BroadcastRow } from './repo.js';
import { broadcastResolvers } from './resolvers.js';
import { createBroadcastServices, followBoundaries, type BroadcastServices } from './service.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** The accounts' unfinished broadcasts, read once a second at most per process. */
    broadcasts: BroadcastServices;
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** A broadcast was started: screens hear of it again at its start and end. */
    'broadcast:started': { broadcast: BroadcastRow };
  }
}

export const broadcastsModule = defineModule({
  name: 'broadcasts',
  resolvers: broadcastResolvers,
  services: (infra) => createBroadcastServices(infra.db, infra.clock),
  start(app, role) {
    if (role !== 'server') return () => {};
    return followBoundaries(app);
  },
});
