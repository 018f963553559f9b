import { describe, expect, it } from 'vitest';
import { featureLabel } from './adminFormat';

describe('feature labels on the account page', () => {
  it('reads a feature key as words, keeping acronyms in capitals', () => {
    expect(featureLabel('api-keys')).toBe('API keys');
    expect(featureLabel('partner-accounts')).toBe('Partner accounts');
    expect(featureLabel('schedules')).toBe('Schedules');
  });
});
