import { defineModule } from '../define-module.js';
import { createScreenGroupServices, type ScreenGroupServices } from './loaders.js';
import { screenGroupResolvers } from './resolvers.js';
import { forgetDeleted } from './service.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Batched reads of screens' groups and tags. */
    screenGroups: ScreenGroupServices;
  }
}

export const screenGroupsModule = defineModule({
  name: 'screen-groups',
  resolvers: screenGroupResolvers,
  services: (infra) => createScreenGroupServices(infra.db),
  start(app, role) {
    if (role !== 'server') return () => {};
    // Content deleted from a group leaves its screens to their next source.
    return app.events.on('content:deleted', ({ accountId, entityIds }) => {
      forgetDeleted(app, accountId, entityIds).catch((err: unknown) =>
        app.logger.error({ err }, 'screen groups did not forget deleted content'),
      );
    });
  },
});
