import { IFRAME_REFRESH_INTERVALS_MIN } from '@marquee/sdk';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A refresh interval in words, in the largest whole unit: "5 minutes", "12 hours", "1 day". */
export function refreshIntervalLabel(minutes: number): string {
  if (minutes % MINUTES_PER_DAY === 0) return count(minutes / MINUTES_PER_DAY, 'day');
  if (minutes % MINUTES_PER_HOUR === 0) return count(minutes / MINUTES_PER_HOUR, 'hour');
  return count(minutes, 'minute');
}

/**
 * The intervals offered, plus a stored one that is not among them (an older
 * item), so the choice shows what the item really does.
 */
export function refreshIntervalChoices(current: number): number[] {
  const offered: number[] = [...IFRAME_REFRESH_INTERVALS_MIN];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}
