import { z } from 'zod';

// The stored preferences document of a user. A stored document that no longer parses (an older
// version, a removed field) falls back field by field to the defaults instead of failing.

/** The fields the device dashboard can be sorted by; the dashboard's stored sort uses them. */
const DEVICE_SORT_FIELDS = ['name', 'onlineStatus', 'createdAt'] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

const notificationsSchema = z.object({
  screenOffline: z.boolean().catch(true),
  mediaProcessingFailed: z.boolean().catch(true),
  storageAlmostFull: z.boolean().catch(true),
});
export type NotificationPreferences = z.infer<typeof notificationsSchema>;
export const NOTIFICATION_KEYS = Object.keys(
  notificationsSchema.shape,
) as (keyof NotificationPreferences)[];

const preferencesSchema = z.object({
  defaultPositionTab: z.enum(['percents', 'relativeToAspectRatio']).catch('percents'),
  deviceDashboardSort: z
    .object({ field: z.enum(DEVICE_SORT_FIELDS), direction: z.enum(['asc', 'desc']) })
    .catch({ field: 'name', direction: 'asc' }),
  // Documents stored before notifications existed have none: every switch starts on.
  notifications: z.preprocess((v) => v ?? {}, notificationsSchema),
});
export type UserPreferences = z.infer<typeof preferencesSchema>;

/** A stored document (or none) read with the defaults filled in. */
export const parsePreferences = (document: unknown): UserPreferences =>
  preferencesSchema.parse(document ?? {});
