import type { Resolvers } from '../../graphql/generated.js';
import { recordPlaybackEvents } from './ingest.js';
import { proofOfPlayReport } from './report.js';

export const proofOfPlayResolvers: Resolvers = {
  Query: {
    proofOfPlayReport: (_root, args, ctx) => proofOfPlayReport(ctx, args),
  },
  Mutation: {
    recordPlaybackEvents: (_root, { events }, ctx) => recordPlaybackEvents(ctx, events),
  },
};
