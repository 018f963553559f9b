import { assertTimeZone } from '@marquee/sdk/engine';

export type TimeZoneSource = 'settings' | 'reported' | 'none';

const valid = (zone: string | null): zone is string => {
  if (!zone) return false;
  try {
    assertTimeZone(zone);
    return true;
  } catch {
    return false;
  }
};

/**
 * The zone a screen's timeline is read in, as its player reads its schedules: the zone its
 * settings name (its own or a group's), else the IANA zone it reported; UTC when neither is a
 * zone this server's time zone data knows (and the timeline says so).
 */
export function zoneOfScreen(
  setting: string | null,
  reported: string | null,
): { timeZone: string; source: TimeZoneSource } {
  if (valid(setting)) return { timeZone: setting, source: 'settings' };
  if (valid(reported)) return { timeZone: reported, source: 'reported' };
  return { timeZone: 'UTC', source: 'none' };
}
