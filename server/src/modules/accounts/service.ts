import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { ALL_FEATURES, isFeatureEnabled } from './features.js';
import * as repo from './repo.js';

/** The signed-in user's account; null for anyone else (devices and anonymous callers). */
export async function currentAccount(app: AppServices, scope: Scope | null) {
  if (scope?.actor.kind !== 'user') return null;
  return (await repo.findAccount(app.db, scope.accountId)) ?? null;
}

const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'];

export interface AccountSettingsInput {
  name?: string | null;
  languageCode?: string | null;
  temperatureUnit?: string | null;
}

/**
 * The checked change of an account's own settings (a field left out or null stays as it is);
 * each refusal names its field. Shared by the account's admins and its partner (reseller).
 */
export function accountSettingsChange(data: AccountSettingsInput) {
  const name = data.name?.trim();
  if (data.name !== undefined && data.name !== null && !name)
    throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  if (data.temperatureUnit && !TEMPERATURE_UNITS.includes(data.temperatureUnit)) {
    const message = `Temperature unit is one of ${TEMPERATURE_UNITS.join(', ')}`;
    throw badUserInput(message, [{ path: 'temperatureUnit', message }]);
  }
  if (
    data.languageCode !== undefined &&
    data.languageCode !== null &&
    !/^[a-z]{2}(-[A-Z]{2})?$/.test(data.languageCode)
  ) {
    const message = 'Language code like en or de';
    throw badUserInput(message, [{ path: 'languageCode', message }]);
  }
  return {
    ...(name ? { name } : {}),
    ...(data.languageCode ? { languageCode: data.languageCode } : {}),
    ...(data.temperatureUnit ? { temperatureUnit: data.temperatureUnit } : {}),
  };
}

export async function updateAccount(
  app: AppServices,
  scope: Scope,
  data: AccountSettingsInput & { enabledItemTypes?: readonly string[] | null },
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const change = accountSettingsChange(data);
  const enabledItemTypes = data.enabledItemTypes
    ? checkItemTypes(data.enabledItemTypes)
    : undefined;
  await repo.updateAccountSettings(app.db, scope.accountId, {
    ...(enabledItemTypes ? { enabledItemTypes } : {}),
    ...change,
  });
  app.pubsub.publish('account:changed', scope.accountId, { accountId: scope.accountId });
  return (await repo.findAccount(app.db, scope.accountId))!;
}

/** An item type is a short identifier (the sdk's widget types: image, rss_feed, menu-board). */
const ITEM_TYPE = /^[a-z][a-z0-9_-]{0,63}$/;
const MAX_ACCOUNT_ITEM_TYPES = 50;

/**
 * The account's extra item types, deduplicated. The server does not know the console's widget
 * list (it may only import the sdk's model), so it checks the shape; a type no console knows is
 * simply never offered.
 */
export function checkItemTypes(types: readonly string[]): string[] {
  const unique = [...new Set(types)];
  const bad = unique.find((type) => !ITEM_TYPE.test(type));
  if (bad !== undefined) {
    const message = `"${bad.slice(0, 64)}" is not an item type`;
    throw badUserInput(message, [{ path: 'enabledItemTypes', message }]);
  }
  if (unique.length > MAX_ACCOUNT_ITEM_TYPES) {
    const message = `At most ${MAX_ACCOUNT_ITEM_TYPES} item types`;
    throw badUserInput(message, [{ path: 'enabledItemTypes', message }]);
  }
  return unique;
}

/** The scope's account (the subscription reads it again after every change). */
export async function accountOf(app: AppServices, scope: Scope) {
  return (await repo.findAccount(app.db, scope.accountId)) ?? null;
}

export async function subscriptionInfo(app: AppServices, account: repo.AccountRow) {
  return {
    enabledTariffFeatures: account.enabledFeatures,
    tariffFeatureAvailabilityMap: account.tariffFeatureAvailabilityMap,
    usedScreens: await repo.countDevices(app.db, account.id),
    subscribedScreens: account.subscribedScreens,
    freeScreens: account.freeScreens,
    isTrial: account.isTrial,
    isTrialExpired:
      account.isTrial &&
      account.trialEndsAt !== null &&
      account.trialEndsAt <= app.clock.now().toISOString(),
    trialEndsAt: account.trialEndsAt,
  };
}

export const effectiveFeatures = (account: repo.AccountRow) =>
  ALL_FEATURES.filter((f) => isFeatureEnabled(account, f));
