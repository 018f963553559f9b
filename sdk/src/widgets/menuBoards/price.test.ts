import { describe, expect, it } from 'vitest';
import {
  currencyLabel,
  currencyOfLocale,
  DEFAULT_MENU_CURRENCY,
  formatPrice,
  isCurrencyCode,
  MENU_CURRENCIES,
  parsePrice,
  priceFormatOf,
} from './price.js';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) between groups and before a
// sign; a person sees a space.
const seen = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const shown = (
  price: string | number | undefined,
  currency: string,
  language: 'cs' | 'en' | 'de' | 'pl' | 'sk',
) => seen(formatPrice(price, priceFormatOf(currency, language)));

describe('prices in the location’s currency and the board’s language', () => {
  it.each([
    // Czech crowns on a Czech board: whole prices without hellers, others with two digits.
    ['189', 'CZK', 'cs', '189 Kč'],
    ['9.50', 'CZK', 'cs', '9,50 Kč'],
    ['1290', 'CZK', 'cs', '1 290 Kč'],
    // The old stored suffixes read as the amount they carry.
    ['29,-', 'CZK', 'cs', '29 Kč'],
    ['45 Kč', 'CZK', 'cs', '45 Kč'],
    ['59,- Kč', 'CZK', 'cs', '59 Kč'],
    // Euros the Slovak and the German way, pounds and złoty.
    ['9.5', 'EUR', 'sk', '9,50 €'],
    ['12', 'EUR', 'de', '12 €'],
    ['9.50', 'GBP', 'en', '£9.50'],
    ['24,90', 'PLN', 'pl', '24,90 zł'],
    [7, 'EUR', 'en', '€7'],
  ] as const)('%s %s on a %s board reads "%s"', (price, currency, language, expected) => {
    expect(shown(price, currency, language)).toBe(expected);
  });

  it('shows nothing for no price and keeps a price that is not a number as typed', () => {
    expect(formatPrice('')).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(' market price ')).toBe('market price');
    expect(parsePrice('1 290,50')).toBe(1290.5);
    expect(parsePrice('12 eggs')).toBeNull();
  });

  it('writes Czech crowns when the board has no currency, or an unknown one', () => {
    expect(seen(formatPrice('120'))).toBe('120 Kč');
    expect(priceFormatOf(undefined, 'cs').currency).toBe(DEFAULT_MENU_CURRENCY);
    expect(priceFormatOf('XYZ', 'en').currency).toBe('CZK');
    expect(priceFormatOf('Kč', 'en').currency).toBe('CZK');
  });

  it('offers ISO 4217 codes by name, and picks a new location’s from the locale', () => {
    expect(MENU_CURRENCIES.every(isCurrencyCode)).toBe(true);
    expect(currencyLabel('CZK')).toBe('Czech Koruna (CZK)');
    expect(currencyOfLocale('cs-CZ')).toBe('CZK');
    expect(currencyOfLocale('de-AT')).toBe('EUR');
    expect(currencyOfLocale('en-GB')).toBe('GBP');
    expect(currencyOfLocale('pl')).toBe('PLN');
    expect(currencyOfLocale('en')).toBe('CZK');
    expect(currencyOfLocale('not a locale!')).toBe('CZK');
  });
});
