import { describe, expect, it } from 'vitest';
import { money, screensError, statusAdvice, statusLabel } from './billingText';

describe('billing text', () => {
  it('names each state and says what a locked one means', () => {
    expect(statusLabel('past_due')).toBe('Payment failed');
    expect(statusLabel('active')).toBe('Active');
    expect(statusAdvice('active')).toBeNull();
    expect(statusAdvice('past_due')).toMatch(/content and screens are kept/);
  });

  it('checks the screen count as the server does', () => {
    expect(screensError('3')).toBeNull();
    expect(screensError('0')).toBe('Screens must be a whole number from 1 to 10,000');
    expect(screensError('2.5')).not.toBeNull();
    expect(screensError('')).not.toBeNull();
    expect(screensError('10001')).not.toBeNull();
  });

  it('writes money in its currency', () => {
    expect(money(45, 'EUR')).toBe('€45.00');
  });
});
