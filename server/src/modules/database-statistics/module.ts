import { defineModule } from '../define-module.js';
import { keepPlannerStatistics, refreshPlannerStatistics } from './statistics.js';

/**
 * The query planner's statistics on SQLite: refreshed once the database is migrated, and every
 * hour while the server runs, as the tables grow. No schema, no tables of its own.
 */
export const databaseStatisticsModule = defineModule({
  name: 'database-statistics',
  open: (app) => refreshPlannerStatistics(app),
  start: (app, role) => (role === 'server' ? keepPlannerStatistics(app) : () => {}),
});
