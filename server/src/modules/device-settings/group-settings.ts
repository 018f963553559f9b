import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { forbidden, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { lacksCapability } from '../devices/capabilities.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { memberIds } from '../screen-groups/repo.js';
import { group as findGroup, type ScreenGroupRow } from '../screen-groups/service.js';
import { SETTING_FIELDS, type SettingField } from './effective.js';
import * as repo from './repo.js';
import { EMPTY_LAYER } from './repo.js';
import { columnsOf, type SettingsInput } from './service.js';

/** ScreenGroup.settings: what the group sets, each field null when it does not. */
export async function groupSettingsOf(app: AppServices, scope: Scope, group: ScreenGroupRow) {
  assertPermission(scope, PERMISSIONS.device.read);
  if (group.accountId !== scope.accountId) return EMPTY_LAYER;
  return (await repo.findGroupSettings(app.db, scope.accountId, group.id)) ?? EMPTY_LAYER;
}

/**
 * Validates and stores what a group sets, then tells its screens: each re-reads its settings,
 * where a field it does not set itself may now come from this group.
 */
export async function updateGroupSettings(
  app: AppServices,
  scope: Scope,
  groupId: string,
  input: SettingsInput,
): Promise<ScreenGroupRow> {
  assertPermission(scope, PERMISSIONS.device.configure);
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  const group = await findGroup(app, scope, groupId);
  if (!group) throw notFound('Screen group');
  const columns = columnsOf(input);
  await repo.saveGroupSettings(app.db, {
    group_id: group.id,
    account_id: scope.accountId,
    ...columns,
    updated_by: scope.actor.userId,
    updated_at: app.clock.now().toISOString(),
  });
  void notifyDevicesChanged(
    app,
    scope.accountId,
    await memberIds(app.db, scope.accountId, [groupId]),
  );
  return group;
}

/** The capability a screen needs for each field; the time zone needs none. */
const NEEDS: Partial<Record<SettingField, string>> = {
  volume: 'volume',
  rotation: 'orientation',
  displaySchedule: 'display-power',
  screenshotIntervalMinutes: 'screenshot',
};

/**
 * ScreenGroup.settingsSupport: for each field that needs a capability, how many of the group's
 * screens report they lack it, and on which platforms. A screen that reported no capabilities
 * (an older player) is not counted as unable: nothing is held back from it.
 */
export async function groupSettingsSupport(app: AppServices, scope: Scope, group: ScreenGroupRow) {
  assertPermission(scope, PERMISSIONS.device.read);
  if (group.accountId !== scope.accountId) return [];
  const members = await repo.memberDevices(app.db, scope.accountId, group.id);
  return SETTING_FIELDS.flatMap((field) => {
    const capability = NEEDS[field];
    if (!capability) return [];
    const unable = members.filter((m) => lacksCapability(m.deviceInfo, capability));
    return [
      {
        field,
        capability,
        screenCount: members.length,
        unableCount: unable.length,
        unablePlatforms: [...new Set(unable.map((m) => m.platform))].sort(),
      },
    ];
  });
}
