import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { requireDevice, scopeOf, scopeWithPermission } from '../../graphql/guards.js';
import { recordPlaybackEvents } from './ingest.js';
import { playQuotaCounters } from './quota.js';
import { proofOfPlayReport } from './report.js';

export const proofOfPlayResolvers: Resolvers = {
  Query: {
    proofOfPlayReport: (_root, args, ctx) =>
      proofOfPlayReport(ctx.services, scopeWithPermission(ctx, PERMISSIONS.device.read), args),
  },
  Mutation: {
    recordPlaybackEvents: (_root, { events }, ctx) =>
      recordPlaybackEvents(ctx.services, requireDevice(ctx).device, events),
  },
  // Proof of play adds the plays counted against quotas to the content a screen loads.
  PlayableContentGraph: {
    playQuotaCounters: (graph, _args, ctx) =>
      playQuotaCounters(ctx.services, scopeOf(ctx), graph.files),
  },
};
