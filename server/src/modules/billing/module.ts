import { defineModule } from '../define-module.js';
import { fakePagesRoute } from './fake/pages.js';
import { billingResolvers } from './resolvers.js';
import { createBillingRuntime, type BillingRuntime } from './runtime.js';
import { webhookRoute } from './webhook-route.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** The payment provider subscription billing uses in this process (none: billing off). */
    billing: BillingRuntime;
  }
}

/**
 * Subscription billing: plans priced per screen, checkout and the customer portal at the payment
 * provider (Subsbase, or its fake in the demo), invoices, and the provider's signed webhooks,
 * which set the account's tariff, features and subscribed screens.
 */
export const billingModule = defineModule({
  name: 'billing',
  resolvers: billingResolvers,
  routes: [webhookRoute, fakePagesRoute],
  services: (infra) => ({ billing: createBillingRuntime(infra) }),
});
