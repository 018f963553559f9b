import { z } from 'zod';
import type { GraphQLContext } from '../../http/context.js';
import { requireUser } from '../../graphql/guards.js';
import { DEVICE_SORT_FIELDS } from './device-list-sort.js';
import * as repo from './repo.js';

// Stored user preferences of core.md §3. A stored document that no longer parses (an older
// version, a removed field) falls back field by field to the defaults instead of failing.
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

type Patch<T> = { [K in keyof T]?: T[K] | null };

export interface PreferencesInput {
  defaultPositionTab?: UserPreferences['defaultPositionTab'] | null;
  deviceDashboardSort?: UserPreferences['deviceDashboardSort'] | null;
  notifications?: Patch<NotificationPreferences> | null;
}

/** A stored document (or none) read with the defaults filled in. */
export const parsePreferences = (document: unknown): UserPreferences =>
  preferencesSchema.parse(document ?? {});

export async function loadPreferences(ctx: GraphQLContext, userId: string) {
  return parsePreferences(await repo.findPreferences(ctx.services.db, userId));
}

export async function myPreferences(ctx: GraphQLContext): Promise<UserPreferences> {
  const { user } = requireUser(ctx);
  return loadPreferences(ctx, user.id);
}

/** Only switches given as true or false change; a missing or null one keeps its value. */
const mergeNotifications = (
  current: NotificationPreferences,
  patch: Patch<NotificationPreferences> | null | undefined,
): NotificationPreferences =>
  Object.fromEntries(
    NOTIFICATION_KEYS.map((k) => [k, patch?.[k] ?? current[k]]),
  ) as NotificationPreferences;

export async function updateMyPreferences(
  ctx: GraphQLContext,
  input: PreferencesInput,
): Promise<UserPreferences> {
  const { user } = requireUser(ctx);
  const current = await loadPreferences(ctx, user.id);
  const next: UserPreferences = {
    defaultPositionTab: input.defaultPositionTab ?? current.defaultPositionTab,
    deviceDashboardSort: input.deviceDashboardSort ?? current.deviceDashboardSort,
    notifications: mergeNotifications(current.notifications, input.notifications),
  };
  await repo.savePreferences(ctx.services.db, user.id, next, ctx.now().toISOString());
  return next;
}
