import type { AppServices } from '../../app-services.js';
import { appError } from '../../errors.js';
import type { Scope } from '../../scope.js';
import * as repo from './repo.js';

// Tariff gating: a feature is enabled when the account lists it; with the
// unpaid-feature-warnings setting off only the ALWAYS_GATED features are checked and everything
// else counts as enabled.

export const FEATURES = {
  partnerAccounts: 'partner-accounts',
  playbackLimiting: 'playback-limiting',
  schedules: 'schedules',
  spaces: 'spaces',
  apiKeys: 'api-keys',
  auditLog: 'audit-log',
  securityPolicies: 'security-policies',
  userRoles: 'user-roles',
  dataIntegrations: 'data-integrations',
} as const;
export type Feature = (typeof FEATURES)[keyof typeof FEATURES];
export const ALL_FEATURES: readonly Feature[] = Object.values(FEATURES);

const ALWAYS_GATED: ReadonlySet<string> = new Set([
  FEATURES.partnerAccounts,
  FEATURES.playbackLimiting,
]);

const DEFAULT_TARIFF = 'Enterprise';

const featureLockedMessage = (tariff: string) =>
  `To use this feature, you need to upgrade to the ${tariff}. Please contact us for more information via the Web Chat.`;

export interface FeatureFacts {
  enabledFeatures: readonly string[];
  unpaidFeatureWarnings: boolean;
  tariffFeatureAvailabilityMap: Readonly<Record<string, string>>;
}

export function isFeatureEnabled(account: FeatureFacts, feature: string): boolean {
  if (account.enabledFeatures.includes(feature)) return true;
  return !account.unpaidFeatureWarnings && !ALWAYS_GATED.has(feature);
}

/** The tariff that unlocks a feature, as the account's availability map says (default Enterprise). */
const tariffFor = (account: FeatureFacts, feature: string): string =>
  account.tariffFeatureAvailabilityMap[feature] ?? DEFAULT_TARIFF;

/** Throws FEATURE_LOCKED (with the tariff name) unless the scope's account has the feature. */
export async function assertFeature(
  app: AppServices,
  scope: Pick<Scope, 'accountId'>,
  feature: Feature,
): Promise<void> {
  const account = await repo.findAccount(app.db, scope.accountId);
  if (account && isFeatureEnabled(account, feature)) return;
  const tariff = account ? tariffFor(account, feature) : DEFAULT_TARIFF;
  throw appError('FEATURE_LOCKED', featureLockedMessage(tariff), { tariff, feature });
}
