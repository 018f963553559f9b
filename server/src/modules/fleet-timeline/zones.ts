import { assertTimeZone } from '@marquee/sdk/engine';

/**
 * The zone a screen's timeline is read in: the IANA zone its player reported, as the player
 * itself evaluates its timing rules in it; UTC when it reported none or one this server's time
 * zone data does not know (and the timeline says so).
 */
export function zoneOfScreen(reported: string | null): { timeZone: string; reported: boolean } {
  if (!reported) return { timeZone: 'UTC', reported: false };
  try {
    assertTimeZone(reported);
    return { timeZone: reported, reported: true };
  } catch {
    return { timeZone: 'UTC', reported: false };
  }
}
