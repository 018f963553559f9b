import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { fleetTimeline } from './service.js';

export const fleetTimelineResolvers: Resolvers = {
  Query: {
    fleetTimeline: (_root, args, ctx) =>
      fleetTimeline(ctx.services, guard(ctx, { anyOf: [PERMISSIONS.device.read] }), args),
  },
};
