// Tariff feature flags (core.md §6: "a feature is enabled if the account lists it").
// The Account type carries no feature list yet, so every flag is off until it does; this is the
// one place that decides, so areas that need a flag (schedules, partner console) ask here.

export const FEATURES = {
  schedules: 'schedules',
  partnerAccounts: 'partner-accounts',
  playbackLimiting: 'playback-limiting',
} as const;
export type Feature = (typeof FEATURES)[keyof typeof FEATURES];

/**
 * The flags an account has switched on. Reads a `features` list when the account query selects
 * one (the schema has none yet), so adding it to the schema and the query is all it takes.
 */
export const accountFeatures = (account: object | null): Set<string> => {
  const listed: unknown = account && 'features' in account ? account.features : undefined;
  return new Set(
    Array.isArray(listed) ? listed.filter((f): f is string => typeof f === 'string') : [],
  );
};

export const isFeatureEnabled = (features: ReadonlySet<string>, feature: Feature): boolean =>
  features.has(feature);
