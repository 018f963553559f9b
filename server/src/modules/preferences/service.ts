import type { AppServices } from '../../app-services.js';
import { forbidden } from '../../errors.js';
import type { Scope } from '../../scope.js';
import {
  NOTIFICATION_KEYS,
  parsePreferences,
  type NotificationPreferences,
  type UserPreferences,
} from './document.js';
import * as repo from './repo.js';

type Patch<T> = { [K in keyof T]?: T[K] | null };

export interface PreferencesInput {
  defaultPositionTab?: UserPreferences['defaultPositionTab'] | null;
  deviceDashboardSort?: UserPreferences['deviceDashboardSort'] | null;
  notifications?: Patch<NotificationPreferences> | null;
}

/** Preferences belong to a signed-in user; a device has none. */
function userIdOf(scope: Scope): string {
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  return scope.actor.userId;
}

export async function loadPreferences(app: AppServices, userId: string) {
  return parsePreferences(await repo.findPreferences(app.db, userId));
}

export async function myPreferences(app: AppServices, scope: Scope): Promise<UserPreferences> {
  return loadPreferences(app, userIdOf(scope));
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
  app: AppServices,
  scope: Scope,
  input: PreferencesInput,
): Promise<UserPreferences> {
  const userId = userIdOf(scope);
  const current = await loadPreferences(app, userId);
  const next: UserPreferences = {
    defaultPositionTab: input.defaultPositionTab ?? current.defaultPositionTab,
    deviceDashboardSort: input.deviceDashboardSort ?? current.deviceDashboardSort,
    notifications: mergeNotifications(current.notifications, input.notifications),
  };
  await repo.savePreferences(app.db, userId, next, app.clock.now().toISOString());
  return next;
}
