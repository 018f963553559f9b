import { ALL_FEATURES, FEATURES, type Feature } from '../accounts/features.js';

// The plan catalogue: what a customer can buy. Each plan is a tariff with its features, priced
// per screen per month; the screen count is chosen at checkout and is the subscription's
// quantity at the provider. `providerPlanCode` is the plan's code on the provider's site.

export interface Plan {
  id: string;
  name: string;
  /** The account's tariff while subscribed (the name the locked-feature message uses). */
  tariff: string;
  providerPlanCode: string;
  pricePerScreen: number;
  currency: string;
  features: readonly Feature[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'standard',
    name: 'Standard',
    tariff: 'Standard',
    providerPlanCode: 'marquee-standard-monthly',
    pricePerScreen: 15,
    currency: 'EUR',
    features: [
      FEATURES.schedules,
      FEATURES.spaces,
      FEATURES.playbackLimiting,
      FEATURES.dataIntegrations,
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tariff: 'Enterprise',
    providerPlanCode: 'marquee-enterprise-monthly',
    pricePerScreen: 25,
    currency: 'EUR',
    features: ALL_FEATURES,
  },
];

/** The tariff of an account without a paid subscription. */
export const FREE_TARIFF = 'Free';

/** Most screens one subscription may cover (a bound on the checkout's argument). */
export const MAX_SUBSCRIBED_SCREENS = 10_000;

export const planById = (id: string | null | undefined): Plan | undefined =>
  PLANS.find((plan) => plan.id === id);

export const planByCode = (code: string | null | undefined): Plan | undefined =>
  PLANS.find((plan) => plan.providerPlanCode === code);

/**
 * Feature -> the cheapest plan's tariff that has it: what a locked feature tells the user to
 * upgrade to (Account.subscriptionInfo.tariffFeatureAvailabilityMap).
 */
export function tariffFeatureAvailability(): Record<string, string> {
  const map: Record<string, string> = {};
  const byPrice = [...PLANS].sort((a, b) => a.pricePerScreen - b.pricePerScreen);
  for (const plan of byPrice) for (const f of plan.features) map[f] ??= plan.tariff;
  return map;
}
