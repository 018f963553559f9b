import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { graphqlTypename, strictObject } from './strictObject.js';

export const PLAY_QUOTA_PERIODS = ['weekly', 'monthly', 'yearly', 'all-time'] as const;
export type PlayQuotaPeriod = (typeof PLAY_QUOTA_PERIODS)[number];
/** Count set when a quota is enabled; a new quota counts over all time. */
export const DEFAULT_PLAY_QUOTA_COUNT = 1000;
export const DEFAULT_PLAY_QUOTA_PERIOD: PlayQuotaPeriod = 'all-time';

/** How often a file may play per period; count null means unlimited. */
export const playQuotaSchema = lazySchema(() =>
  strictObject({
    ...graphqlTypename,
    count: z.number().int().min(0).nullable(),
    period: z.enum(PLAY_QUOTA_PERIODS).default(DEFAULT_PLAY_QUOTA_PERIOD),
  }),
);

/**
 * Plays already counted against quotas, per file id: the plays of the period that contains
 * `periodStart` (ISO). Weeks start on Monday, periods in the device's time zone.
 */
export const playQuotaStateSchema = lazySchema(() =>
  z.record(
    z.string(),
    strictObject({ used: z.number().int().min(0), periodStart: z.iso.datetime({ offset: true }) }),
  ),
);

export type PlayQuota = z.infer<typeof playQuotaSchema>;
export type PlayQuotaState = z.infer<typeof playQuotaStateSchema>;

/**
 * Plays of a file counted by the server over every device of the account in the quota's current
 * period, as the playable content carries them. `periodStart` is the period's first day at
 * 00:00 UTC (the server counts plays by the devices' local days from that date); null for
 * all-time.
 */
export const playQuotaCounterSchema = lazySchema(() =>
  strictObject({
    ...graphqlTypename,
    fileId: z.string().min(1),
    period: z.enum(PLAY_QUOTA_PERIODS),
    periodStart: z.iso.datetime({ offset: true }).nullable(),
    count: z.number().int().min(0),
  }),
);

export type PlayQuotaCounter = z.infer<typeof playQuotaCounterSchema>;
