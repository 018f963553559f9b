// How the Admin Console writes the figures of an account.

import { dateText } from '../../kit/dates';
/** Decimal megabytes, as storage is counted: "1,234.5 MB". */
export const megabytes = (mb: number) =>
  `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/** "12 / 3,000 MB" */
export const storageLabel = (used: number, max: number) =>
  `${used.toLocaleString('en-US', { maximumFractionDigits: 1 })} / ${megabytes(max)}`;

/** A day as people read it, or "Never". */
export const dayLabel = (iso: string | null | undefined) => (iso ? dateText(iso) : 'Never');

export const BILLING_TYPE_LABELS: Readonly<Record<string, string>> = {
  subscription: 'Subscription',
  invoice: 'Invoice',
  none: 'None',
};

export const billingLabel = (type: string) => BILLING_TYPE_LABELS[type] ?? type;

/** The only role the service admins' pages are for. */
export const SERVICE_ADMIN_ROLE = 'ROLE_GOD';
export const NOT_FOR_YOU = 'This page is for service admins.';

/** Words that keep their capitals when a feature key is read as a label. */
const ACRONYMS: Readonly<Record<string, string>> = { api: 'API', ai: 'AI', pos: 'POS' };

/** A tariff feature key as a person reads it: "api-keys" → "API keys". */
export function featureLabel(key: string): string {
  const words = key.split('-').map((w) => ACRONYMS[w] ?? w);
  const first = words[0] ?? '';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(' ');
}
