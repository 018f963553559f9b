import { PERMISSIONS } from '@marquee/sdk/model';
import { badUserInput } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { requirePermission, requireUser } from '../../graphql/guards.js';
import { ALL_FEATURES, isFeatureEnabled } from './features.js';
import * as repo from './repo.js';

export async function currentAccount(ctx: GraphQLContext) {
  if (ctx.principal.kind !== 'user') return null;
  return (await repo.findAccount(ctx.services.db, ctx.principal.user.accountId)) ?? null;
}

export function spaces(ctx: GraphQLContext) {
  const { user } = requireUser(ctx);
  return repo.listSpaces(ctx.services.db, user.accountId);
}

/** Decimal megabytes, as the console shows them (1 MB = 1,000,000 bytes). */
export async function usedStorageMB(ctx: GraphQLContext, accountId: string): Promise<number> {
  return (await repo.usedStorageBytes(ctx.services.db, accountId)) / 1_000_000;
}

export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'];

export async function updateAccount(
  ctx: GraphQLContext,
  data: { name?: string | null; languageCode?: string | null; temperatureUnit?: string | null },
) {
  const { user } = requirePermission(ctx, PERMISSIONS.account.manage);
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
  await repo.updateAccountSettings(ctx.services.db, user.accountId, {
    ...(name ? { name } : {}),
    ...(data.languageCode ? { languageCode: data.languageCode } : {}),
    ...(data.temperatureUnit ? { temperatureUnit: data.temperatureUnit } : {}),
  });
  ctx.services.pubsub.publish('account:changed', user.accountId, { accountId: user.accountId });
  return (await repo.findAccount(ctx.services.db, user.accountId))!;
}

export async function subscriptionInfo(ctx: GraphQLContext, account: repo.AccountRow) {
  return {
    enabledTariffFeatures: account.enabledFeatures,
    tariffFeatureAvailabilityMap: account.tariffFeatureAvailabilityMap,
    usedScreens: await repo.countDevices(ctx.services.db, account.id),
    subscribedScreens: account.subscribedScreens,
    freeScreens: account.freeScreens,
    isTrial: account.isTrial,
    isTrialExpired:
      account.isTrial &&
      account.trialEndsAt !== null &&
      account.trialEndsAt <= ctx.now().toISOString(),
    trialEndsAt: account.trialEndsAt,
  };
}

export const effectiveFeatures = (account: repo.AccountRow) =>
  ALL_FEATURES.filter((f) => isFeatureEnabled(account, f));
