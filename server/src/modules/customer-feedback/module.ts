import { defineModule } from '../define-module.js';
import { customerFeedbackResolvers } from './resolvers.js';
import { customerFeedbackRoutes } from './routes.js';

/**
 * Customer feedback: answers to a feedback item's question, given by touch on a screen (sent by
 * the player's outbox, exactly once) or on a phone through the item's QR code (a public form,
 * rate-limited per screen and per phone), and the account's report of them with its CSV.
 */
export const customerFeedbackModule = defineModule({
  name: 'customer-feedback',
  resolvers: customerFeedbackResolvers,
  routes: customerFeedbackRoutes,
});
