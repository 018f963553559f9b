import { defineModule } from '../define-module.js';
import { fileJobs } from './jobs.js';
import { fileResolvers } from './resolvers.js';
import { filesRoutes } from './routes.js';

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** Processing a file ended in the ERROR status. */
    'file:processing-failed': { fileId: string; accountId: string };
    /** An upload was confirmed, so the account's stored bytes grew. */
    'file:upload-confirmed': { fileId: string; accountId: string };
  }
}

export const filesModule = defineModule({
  name: 'files',
  resolvers: fileResolvers,
  routes: filesRoutes,
  jobs: fileJobs,
});
