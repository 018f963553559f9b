import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { requireDevice, scopeWithPermission } from '../../graphql/guards.js';
import { formLink } from './forms.js';
import { recordTouchAnswers } from './ingest.js';
import { customerFeedbackReport } from './report.js';

export const customerFeedbackResolvers: Resolvers = {
  Query: {
    customerFeedback: (_root, args, ctx) =>
      customerFeedbackReport(
        ctx.services,
        scopeWithPermission(ctx, PERMISSIONS.integrations.customerFeedbackRead),
        args,
      ),
  },
  Mutation: {
    recordCustomerFeedbackAnswers: (_root, { answers }, ctx) =>
      recordTouchAnswers(ctx.services, requireDevice(ctx).device, answers),
    customerFeedbackFormLink: (_root, { sceneId, itemId }, ctx) =>
      formLink(ctx.services, requireDevice(ctx).device, sceneId, itemId),
  },
};
