import { defineModule } from '../define-module.js';
import { sensorAnalyticsResolvers } from './resolvers.js';
import { startAudienceRetention } from './retention.js';
import './tables.js';

/** Audience analytics: screens' camera counts per minute, rolled up by hour, day and month. */
export const sensorAnalyticsModule = defineModule({
  name: 'sensor-analytics',
  resolvers: sensorAnalyticsResolvers,
  // The trim of raw minutes runs where background work runs: workers, or API processes with RUN_JOBS.
  start: (app, role) =>
    role === 'worker' || app.config.runJobs ? startAudienceRetention(app) : () => {},
});
