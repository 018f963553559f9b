import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { requireDevice, scopeWithPermission } from '../../graphql/guards.js';
import { recordAudienceMinutes } from './ingest.js';
import { audienceReport } from './report.js';

export const sensorAnalyticsResolvers: Resolvers = {
  Query: {
    audienceReport: (_root, args, ctx) =>
      audienceReport(
        ctx.services,
        scopeWithPermission(ctx, PERMISSIONS.integrations.sensorAnalyticsRead),
        args,
      ),
  },
  Mutation: {
    recordAudienceMinutes: (_root, { minutes }, ctx) =>
      recordAudienceMinutes(ctx.services, requireDevice(ctx).device, minutes),
  },
};
