import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import type { PortalPage } from './provider.js';
import * as billing from './service.js';

const MANAGE_BILLING = { anyOf: ['account:manage-billing'] } as const;

const PORTAL_PAGES: Record<'UPDATE_SUBSCRIPTION' | 'CUSTOMER_PORTAL' | 'PAY_INVOICE', PortalPage> =
  {
    UPDATE_SUBSCRIPTION: 'subscriptions',
    CUSTOMER_PORTAL: 'customer-portal',
    PAY_INVOICE: 'pay-invoice',
  };

export const billingResolvers: Resolvers = {
  Query: {
    billingOverview: (_root, _args, ctx) =>
      billing.billingOverview(ctx.services, guard(ctx, MANAGE_BILLING)),
    billingPlans: (_root, _args, ctx) => {
      guard(ctx, MANAGE_BILLING);
      return billing.billingPlans();
    },
  },
  Mutation: {
    startSubscriptionCheckout: (_root, { planId, screens }, ctx) =>
      billing.startCheckout(ctx.services, guard(ctx, MANAGE_BILLING), { planId, screens }),
    billingPortalAddress: (_root, { page }, ctx) =>
      billing.portalAddress(ctx.services, guard(ctx, MANAGE_BILLING), PORTAL_PAGES[page]),
  },
};
