import { defineModule } from '../define-module.js';
import { BULK_ACTION_JOB } from './job.js';
import { bulkActionResolvers } from './resolvers.js';

export const bulkActionsModule = defineModule({
  name: 'bulk-actions',
  resolvers: bulkActionResolvers,
  jobs: [BULK_ACTION_JOB],
});
