import { PRESENTATION_PAGE_DURATION_S } from '@marquee/sdk/model';

/** A page (slide) shows 10 to 120 s, in whole seconds; 10 s unless set. */
export const PAGE_DURATION = { min: 10, max: 120, default: PRESENTATION_PAGE_DURATION_S } as const;

/**
 * The slider rule: what was typed is clamped into the range when the field loses focus, and
 * rounded to whole seconds; text that is not a number goes back to the value before.
 */
export function clampPageDuration(typed: string, previous: number): number {
  const value = Number(typed.trim().replace(',', '.'));
  if (typed.trim() === '' || !Number.isFinite(value)) return previous;
  return Math.min(PAGE_DURATION.max, Math.max(PAGE_DURATION.min, Math.round(value)));
}

/** The stored page duration as the field shows it (an out-of-range stored value is shown as is). */
export const pageDurationOf = (body: Record<string, unknown>) =>
  typeof body.pageDuration === 'number' && body.pageDuration > 0
    ? body.pageDuration
    : PAGE_DURATION.default;
