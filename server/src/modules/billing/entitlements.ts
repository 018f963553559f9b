import { FREE_TARIFF, tariffFeatureAvailability, type Plan } from './plans.js';

// What an account may use in each state of its subscription. A failed payment or a pause locks
// the plan's features but keeps its screens counted, so screens already paired keep playing;
// a cancellation returns the account to the free screens. No state deletes anything: files,
// playlists, schedules and screens stay, and paying again unlocks them as they were.

export type SubscriptionStatus = 'none' | 'active' | 'past_due' | 'paused' | 'canceled';

export interface Entitlements {
  tariff: string;
  enabledFeatures: string[];
  subscribedScreens: number;
  tariffFeatureAvailabilityMap: Record<string, string>;
}

export function entitlementsOf(
  status: SubscriptionStatus,
  plan: Plan | undefined,
  screens: number,
): Entitlements {
  const tariffFeatureAvailabilityMap = tariffFeatureAvailability();
  if (!plan || status === 'none' || status === 'canceled')
    return {
      tariff: FREE_TARIFF,
      enabledFeatures: [],
      subscribedScreens: 0,
      tariffFeatureAvailabilityMap,
    };
  if (status === 'active')
    return {
      tariff: plan.tariff,
      enabledFeatures: [...plan.features],
      subscribedScreens: screens,
      tariffFeatureAvailabilityMap,
    };
  return {
    tariff: plan.tariff,
    enabledFeatures: [],
    subscribedScreens: screens,
    tariffFeatureAvailabilityMap,
  };
}
