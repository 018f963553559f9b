import { describe, expect, it } from 'vitest';
import { accountFeatures, FEATURES, isFeatureEnabled } from './features';

describe('account features', () => {
  it('are the ones the account lists', () => {
    const features = accountFeatures({ _id: 'a', features: ['schedules', 'spaces'] });
    expect(isFeatureEnabled(features, FEATURES.schedules)).toBe(true);
    expect(isFeatureEnabled(features, FEATURES.partnerAccounts)).toBe(false);
  });

  it('are none before the account is loaded or when it lists none', () => {
    expect(accountFeatures(null).size).toBe(0);
    expect(isFeatureEnabled(accountFeatures({ _id: 'a' }), FEATURES.schedules)).toBe(false);
    expect(isFeatureEnabled(accountFeatures({ features: [] }), FEATURES.schedules)).toBe(false);
  });
});
