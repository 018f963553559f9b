import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_KEY,
  countdownExpiry,
  formatCountdown,
  isPromotionPath,
} from './promotionCountdown';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('promotion countdown', () => {
  it('stores the expiry the first time a PROMOTION is seen and keeps it afterwards', () => {
    const storage = memory();
    expect(
      countdownExpiry(storage, { type: 'OTHER', validUntil: '2030-01-02T00:00:00Z' }),
    ).toBeNull();
    const first = countdownExpiry(storage, {
      type: 'PROMOTION',
      validUntil: '2030-01-02T00:00:00Z',
    });
    expect(storage.getItem(COUNTDOWN_KEY)).toBe(String(first));
    expect(
      countdownExpiry(storage, { type: 'PROMOTION', validUntil: '2031-01-01T00:00:00Z' }),
    ).toBe(first);
  });

  it('shows on the listed paths only and formats days, time and tenths', () => {
    expect(isPromotionPath('/')).toBe(true);
    expect(isPromotionPath('/account')).toBe(true);
    expect(isPromotionPath('/billing/subscribe')).toBe(true);
    expect(isPromotionPath('/account/users')).toBe(false);
    expect(formatCountdown(90_061_250)).toBe('1d 01:01:01.2');
    expect(formatCountdown(-5)).toBe('00:00:00.0');
  });
});
