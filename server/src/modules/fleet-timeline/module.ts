import { defineModule } from '../define-module.js';
import { fleetTimelineResolvers } from './resolvers.js';

/**
 * The fleet timeline: what a screen or a group's screens will show over the next hours or days,
 * planned by the players' own engine in each screen's zone. It keeps no state and no tables.
 */
export const fleetTimelineModule = defineModule({
  name: 'fleet-timeline',
  resolvers: fleetTimelineResolvers,
});
