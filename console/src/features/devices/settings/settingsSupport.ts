import { platformLabel } from '../deviceFacts';
import { capabilitiesOf, type SettingField } from './displayForm';

// What a screen (or some screens of a group) cannot apply, in words, shown beside the field:
// a setting is never silently ignored.

/** The capability each field needs, and what lacking it means, for one screen and for many. */
const NEEDS: Partial<Record<SettingField, { capability: string; one: string; many: string }>> = {
  volume: {
    capability: 'volume',
    one: 'This screen cannot set its volume',
    many: 'cannot set their volume',
  },
  rotation: {
    capability: 'orientation',
    one: 'This screen cannot turn its picture itself, so the player turns what it shows',
    many: 'cannot turn their picture themselves, so their players turn what they show',
  },
  displaySchedule: {
    capability: 'display-power',
    one: 'This screen cannot turn its display off and on',
    many: 'cannot turn their display off and on',
  },
  screenshotIntervalMinutes: {
    capability: 'screenshot',
    one: 'This screen cannot take screenshots',
    many: 'cannot take screenshots',
  },
};

/** Notes by field, for one screen: "This screen cannot set its volume (Samsung TV (Tizen))." */
export function screenSupportNotes(
  deviceInfo: unknown,
  platform: string,
): Partial<Record<SettingField, string>> {
  const can = capabilitiesOf(deviceInfo);
  const notes: Partial<Record<SettingField, string>> = {};
  if (!can) return notes;
  for (const [field, need] of Object.entries(NEEDS))
    if (!can.has(need.capability))
      notes[field as SettingField] = `${need.one} (${platformLabel(platform)}).`;
  return notes;
}

export interface GroupSupport {
  field: string;
  screenCount: number;
  unableCount: number;
  unablePlatforms: readonly string[];
}

/** Notes by field, for a group: "2 of 5 screens cannot set their volume (Samsung TV (Tizen))." */
export function groupSupportNotes(
  support: readonly GroupSupport[],
): Partial<Record<SettingField, string>> {
  const notes: Partial<Record<SettingField, string>> = {};
  for (const s of support) {
    const need = NEEDS[s.field as SettingField];
    if (!need || s.unableCount === 0) continue;
    const platforms = s.unablePlatforms.map(platformLabel).join(', ');
    // "1 of 1 screen cannot … their picture" read wrong: a group of one speaks of its screen.
    const who =
      s.screenCount === 1
        ? `Its screen ${need.one.replace(/^This screen /, '')}`
        : `${s.unableCount} of ${s.screenCount} screens ${need.many}`;
    notes[s.field as SettingField] = who + (platforms ? ` (${platforms}).` : '.');
  }
  return notes;
}

/** Whether the screen can do what a field needs; true when it has not said. */
export function screenCan(deviceInfo: unknown, field: SettingField): boolean {
  const need = NEEDS[field];
  const can = capabilitiesOf(deviceInfo);
  return !need || !can || can.has(need.capability);
}
