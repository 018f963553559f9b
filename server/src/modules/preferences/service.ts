import { z } from 'zod';
import type { GraphQLContext } from '../../http/context.js';
import { requireUser } from '../auth/guards.js';
import { DEVICE_SORT_FIELDS } from '../devices/list-repo.js';
import * as repo from './repo.js';

// Stored user preferences of core.md §3. A stored document that no longer parses (an older
// version, a removed field) falls back field by field to the defaults instead of failing.
const preferencesSchema = z.object({
  defaultPositionTab: z.enum(['percents', 'relativeToAspectRatio']).catch('percents'),
  deviceDashboardSort: z
    .object({ field: z.enum(DEVICE_SORT_FIELDS), direction: z.enum(['asc', 'desc']) })
    .catch({ field: 'name', direction: 'asc' }),
});
export type UserPreferences = z.infer<typeof preferencesSchema>;

export async function loadPreferences(ctx: GraphQLContext, userId: string) {
  return preferencesSchema.parse(await repo.findPreferences(ctx.services.db, userId));
}

export async function myPreferences(ctx: GraphQLContext): Promise<UserPreferences> {
  const { user } = requireUser(ctx);
  return loadPreferences(ctx, user.id);
}

export async function updateMyPreferences(
  ctx: GraphQLContext,
  input: Partial<{ [K in keyof UserPreferences]: UserPreferences[K] | null }>,
): Promise<UserPreferences> {
  const { user } = requireUser(ctx);
  const current = await loadPreferences(ctx, user.id);
  const next: UserPreferences = {
    defaultPositionTab: input.defaultPositionTab ?? current.defaultPositionTab,
    deviceDashboardSort: input.deviceDashboardSort ?? current.deviceDashboardSort,
  };
  await repo.savePreferences(ctx.services.db, user.id, next, ctx.now().toISOString());
  return next;
}
