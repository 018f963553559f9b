// Tariff feature flags (core.md §6: "a feature is enabled if the account lists it").
// The session reads Account.features (the server's effective list after the gating rule); this is
// the one place that decides, so areas that need a flag (schedules, partner console) ask here.

export const FEATURES = {
  schedules: 'schedules',
  partnerAccounts: 'partner-accounts',
  playbackLimiting: 'playback-limiting',
} as const;
export type Feature = (typeof FEATURES)[keyof typeof FEATURES];

/** The flags an account has switched on; no account (or no list) means none. */
export const accountFeatures = (account: object | null): Set<string> => {
  const listed: unknown = account && 'features' in account ? account.features : undefined;
  return new Set(
    Array.isArray(listed) ? listed.filter((f): f is string => typeof f === 'string') : [],
  );
};

export const isFeatureEnabled = (features: ReadonlySet<string>, feature: Feature): boolean =>
  features.has(feature);
