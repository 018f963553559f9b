import type { PartnerChildAccountFieldsFragment } from '../../graphql/generated';
import { dateText } from '../../kit/dates';

// How the partner console words a child account's facts, one sentence per column.

export const PARTNER_CONSOLE_PATH = '/partner-console';
export const CREATE_ACCOUNT_PATH = '/partner-console/create-account';
export const childAccountPath = (id: string) =>
  `/partner-console/accounts/${encodeURIComponent(id)}`;
export const inviteUserPath = (id: string) => `${childAccountPath(id)}/invite-user`;

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const screensLabel = (
  a: Pick<PartnerChildAccountFieldsFragment, 'screensTotal' | 'screensOnline'>,
) =>
  a.screensTotal === 0
    ? 'No screens'
    : `${a.screensOnline.toLocaleString('en-US')} of ${count(a.screensTotal, 'screen', 'screens')} online`;

const megabytes = (mb: number) =>
  `${mb.toLocaleString('en-US', { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;

export const storageLabel = (
  a: Pick<PartnerChildAccountFieldsFragment, 'usedStorageMB' | 'maxStorageMB'>,
) => `${megabytes(a.usedStorageMB)} of ${megabytes(a.maxStorageMB)}`;

type Subscription = PartnerChildAccountFieldsFragment['subscription'];

const dateOf = (iso: string) => dateText(iso);

/** "Free tariff, subscription billing" */
export const tariffLabel = (s: Subscription) =>
  `${s.tariff} tariff, ${s.billingType === 'none' ? 'no' : s.billingType} billing`;

/** "2 subscribed, 3 free screens; trial until Jan 5, 2030" */
export function subscriptionLabel(s: Subscription): string {
  const screens = `${s.subscribedScreens.toLocaleString('en-US')} subscribed, ${count(s.freeScreens, 'free screen', 'free screens')}`;
  if (!s.isTrial) return screens;
  return `${screens}; ${s.trialEndsAt ? `trial until ${dateOf(s.trialEndsAt)}` : 'trial'}`;
}
