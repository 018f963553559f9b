import {
  DEFAULT_DEVICE_SETTINGS,
  type DisplayPeriod,
  type ScreenRotation,
} from '@marquee/sdk/model';
import type { GroupLayer, SettingsLayer } from './repo.js';

/** Every field a screen or a group can set, in the order the console shows them. */
export const SETTING_FIELDS = [
  'volume',
  'rotation',
  'displaySchedule',
  'timeZone',
  'screenshotIntervalMinutes',
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

/** Where one field's value comes from (GraphQL SettingOrigin). */
export interface SettingOrigin {
  field: SettingField;
  source: 'screen' | 'group' | 'default';
  groupId: string | null;
  groupName: string | null;
}

/** A screen's settings as it applies them (GraphQL DeviceSettings). */
export interface EffectiveSettings {
  volume: number | null;
  rotation: ScreenRotation;
  displaySchedule: DisplayPeriod[];
  /** Null: the screen's own reported zone. */
  timeZone: string | null;
  /** Null: no screenshots on a timer. */
  screenshotIntervalMinutes: number | null;
  /** The latest change among the layers it is made of; null while all are defaults. */
  updatedAt: string | null;
  own: SettingsLayer;
  origins: SettingOrigin[];
}

const DEFAULTS: Record<SettingField, unknown> = {
  volume: null,
  rotation: DEFAULT_DEVICE_SETTINGS.rotation,
  displaySchedule: [],
  timeZone: null,
  screenshotIntervalMinutes: null,
};

/**
 * Field by field: the screen's own value wins, else the first group that sets it (the caller
 * lists them most recently updated first), else the default.
 */
export function effectiveSettings(
  own: SettingsLayer,
  groups: readonly GroupLayer[],
): EffectiveSettings {
  const values: Record<string, unknown> = {};
  const origins: SettingOrigin[] = [];
  const used: (string | null)[] = [own.updatedAt];
  for (const field of SETTING_FIELDS) {
    if (own[field] !== null) {
      values[field] = own[field];
      origins.push({ field, source: 'screen', groupId: null, groupName: null });
      continue;
    }
    const group = groups.find((g) => g.layer[field] !== null);
    if (group) {
      values[field] = group.layer[field];
      used.push(group.layer.updatedAt);
      origins.push({ field, source: 'group', groupId: group.groupId, groupName: group.groupName });
    } else {
      values[field] = DEFAULTS[field];
      origins.push({ field, source: 'default', groupId: null, groupName: null });
    }
  }
  const changes = used.filter((u): u is string => u !== null).sort();
  return {
    ...(values as Omit<EffectiveSettings, 'updatedAt' | 'own' | 'origins'>),
    updatedAt: changes.at(-1) ?? null,
    own,
    origins,
  };
}
