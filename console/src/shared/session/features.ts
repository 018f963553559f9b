// Tariff feature flags: a feature is enabled when the account lists it.
// The session reads Account.features (the server's effective list after the gating rule); this is
// the one place that decides, so areas that need a flag (schedules, partner console) ask here.

export const FEATURES = {
  schedules: 'schedules',
  partnerAccounts: 'partner-accounts',
  playbackLimiting: 'playback-limiting',
  apiKeys: 'api-keys',
  auditLog: 'audit-log',
  dataIntegrations: 'data-integrations',
} as const;
export type Feature = (typeof FEATURES)[keyof typeof FEATURES];

/** The flags an account has switched on; no account (or no list) means none. */
export const accountFeatures = (account: object | null): Set<string> => {
  const listed: unknown = account && 'features' in account ? account.features : undefined;
  return new Set(
    Array.isArray(listed) ? listed.filter((f): f is string => typeof f === 'string') : [],
  );
};

/** The account's feature -> tariff map (a JSON scalar): only string values count. */
export const tariffMap = (raw: unknown): Record<string, string> =>
  raw && typeof raw === 'object'
    ? Object.fromEntries(
        Object.entries(raw).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

export const isFeatureEnabled = (features: ReadonlySet<string>, feature: Feature): boolean =>
  features.has(feature);
