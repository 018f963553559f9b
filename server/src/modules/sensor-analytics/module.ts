import { defineModule } from '../define-module.js';
import { sensorAnalyticsResolvers } from './resolvers.js';
import './tables.js';

/** Audience analytics: screens' camera counts per minute, rolled up by hour and day. */
export const sensorAnalyticsModule = defineModule({
  name: 'sensor-analytics',
  resolvers: sensorAnalyticsResolvers,
});
