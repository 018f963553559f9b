import {
  DEFAULT_PLAY_QUOTA_COUNT,
  DEFAULT_PLAY_QUOTA_PERIOD,
  type PlayQuotaPeriod,
} from '@marquee/sdk/model';

// The Play Quotas modal's rules as pure functions (opening, Unlimited, the count on blur, what
// Save sends), so they are tested without rendering the modal.

interface QuotaDraft {
  count: number | null;
  period: PlayQuotaPeriod;
  /** What the count field shows while typing. */
  countText: string;
}

export const PERIOD_OPTIONS: readonly { value: PlayQuotaPeriod; label: string; suffix: string }[] =
  [
    { value: 'weekly', label: 'Weekly', suffix: '/ week' },
    { value: 'monthly', label: 'Monthly', suffix: '/ month' },
    { value: 'yearly', label: 'Yearly', suffix: '/ year' },
    { value: 'all-time', label: 'All Time', suffix: 'total' },
  ];

/** Opens with the existing quota, or unlimited with period all-time. */
export function initialDraft(quota: { count: number | null; period: string } | null): QuotaDraft {
  const period = PERIOD_OPTIONS.some((p) => p.value === quota?.period)
    ? (quota!.period as PlayQuotaPeriod)
    : DEFAULT_PLAY_QUOTA_PERIOD;
  const count = quota ? quota.count : null;
  return { count, period, countText: count === null ? '' : String(count) };
}

/** Ticking Unlimited sets count to null; unticking sets 1000. */
export function setUnlimited(draft: QuotaDraft, unlimited: boolean): QuotaDraft {
  const count = unlimited ? null : DEFAULT_PLAY_QUOTA_COUNT;
  return { ...draft, count, countText: count === null ? '' : String(count) };
}

/** On leaving the field: a non-number or a value below 1 becomes 1000. */
export function normaliseCount(draft: QuotaDraft): QuotaDraft {
  const value = Number(draft.countText);
  const count =
    draft.countText.trim() !== '' && Number.isFinite(value) && value >= 1
      ? Math.floor(value)
      : DEFAULT_PLAY_QUOTA_COUNT;
  return { ...draft, count, countText: String(count) };
}

/** What Save sends: null when unlimited (or when the feature is off). */
export function quotaToSave(
  draft: QuotaDraft,
  featureEnabled: boolean,
): { count: number; period: PlayQuotaPeriod } | null {
  if (!featureEnabled || draft.count === null) return null;
  return { count: normaliseCount(draft).count!, period: draft.period };
}

/** A chip of the quota info strip, e.g. "1000 / week" or "50 total". */
export function quotaChip(quota: { count: number | null; period: string }): string | null {
  if (quota.count === null) return null;
  const suffix = PERIOD_OPTIONS.find((p) => p.value === quota.period)?.suffix ?? 'total';
  return `${quota.count} ${suffix}`;
}
