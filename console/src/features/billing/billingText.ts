// The words and figures of the billing pages, without UI.

import { longDateText } from '../../kit/dates';
export type SubscriptionStatus = 'none' | 'active' | 'past_due' | 'paused' | 'canceled';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  none: 'No subscription',
  active: 'Active',
  past_due: 'Payment failed',
  paused: 'Paused',
  canceled: 'Cancelled',
};

export const statusLabel = (status: string): string =>
  STATUS_LABELS[status as SubscriptionStatus] ?? status;

/** What the account can do about its subscription's state, or null when nothing is needed. */
export function statusAdvice(status: string): string | null {
  if (status === 'past_due')
    return 'The last payment failed, so the features of your plan are locked. Your content and screens are kept: pay the open invoice to unlock them.';
  if (status === 'paused')
    return 'Your subscription is paused, so the features of your plan are locked. Your content and screens are kept.';
  if (status === 'canceled')
    return 'Your subscription is cancelled. Your content is kept; choose a plan to subscribe again.';
  return null;
}

export const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

export const day = (iso: string | null | undefined): string => (iso ? longDateText(iso) : '—');

export const MAX_SCREENS = 10_000;

/** The screen count field's error, or null when it is a whole number in range. */
export function screensError(text: string): string | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < 1 || n > MAX_SCREENS)
    return `Screens must be a whole number from 1 to ${MAX_SCREENS.toLocaleString('en-US')}`;
  return null;
}

/** The query parameter the provider's pages come back with, read once and then removed. */
export const JUST_UPDATED_PARAM = 'justUpdatedSubscription';
export const JUST_UPDATED_NOTICE = 'Your subscription was updated.';
