import type { AppServices } from '../../app-services.js';
import { appError } from '../../errors.js';
import {
  DEFAULT_TARIFF,
  featureLockedMessage,
  isFeatureEnabled,
  tariffFor,
  type Feature,
} from '../accounts/features.js';
import { findAccount } from '../accounts/repo.js';

/** Throws FEATURE_LOCKED (with the tariff that unlocks it) unless the account has the feature. */
export async function assertAccountFeature(
  app: AppServices,
  accountId: string,
  feature: Feature,
): Promise<void> {
  const account = await findAccount(app.db, accountId);
  if (account && isFeatureEnabled(account, feature)) return;
  const tariff = account ? tariffFor(account, feature) : DEFAULT_TARIFF;
  throw appError('FEATURE_LOCKED', featureLockedMessage(tariff), { tariff, feature });
}
