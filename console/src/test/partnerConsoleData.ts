import { PERMISSIONS } from '@marquee/sdk/model';
import { ADMIN_SESSION } from './fakeApi';
import type { Session } from '../shared/session/session';

// What the partner console's tests share: a partner's session and a child account as served.

export const PARTNER_SESSION: Session = {
  ...ADMIN_SESSION,
  permissions: new Set(Object.values(PERMISSIONS.partnerAccounts)),
  features: new Set(['partner-accounts']),
  accountName: 'Northwind Resellers',
};

export const childAccount = (id: string, name: string) => ({
  __typename: 'PartnerChildAccount' as const,
  _id: id,
  name,
  createdAt: '2030-01-01T09:00:00.000Z',
  screensTotal: 5,
  screensOnline: 2,
  usedStorageMB: 120,
  maxStorageMB: 1000,
  languageCode: 'en',
  temperatureUnit: 'celsius',
  subscription: {
    __typename: 'PartnerChildSubscription' as const,
    billingType: 'subscription',
    tariff: 'Free',
    subscribedScreens: 2,
    freeScreens: 3,
    isTrial: true,
    trialEndsAt: '2030-02-01T12:00:00.000Z',
  },
});
