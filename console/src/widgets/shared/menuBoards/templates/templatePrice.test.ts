import { describe, expect, it } from 'vitest';
import { templateCurrency } from './templatePrice';

describe('the currency of meal templates', () => {
  it('is the locations’ when they share one, the default with none, and none when they differ', () => {
    expect(templateCurrency(['EUR', 'EUR'])).toBe('EUR');
    expect(templateCurrency([])).toBe('CZK');
    expect(templateCurrency(['EUR', 'PLN'])).toBeNull();
  });
});
