import type { MenuBoardLanguage } from './layout.js';

/**
 * Prices as a board shows them: the amount in the location's currency, written the way the
 * board's language writes money (Intl.NumberFormat, style currency). The player and the
 * console's previews both format through here, so a price reads the same on both.
 */

/** A location's currency when none was chosen: every location made before there was a choice. */
export const DEFAULT_MENU_CURRENCY = 'CZK';

/** The currencies a location may choose (ISO 4217), the region's own first. */
export const MENU_CURRENCIES = [
  'CZK',
  'EUR',
  'PLN',
  'HUF',
  'RON',
  'BGN',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'UAH',
  'RSD',
  'AZN',
  'TRY',
  'USD',
  'CAD',
  'AUD',
] as const;

/** How a board writes money: the currency (ISO 4217) and the locale (BCP 47). */
export interface PriceFormat {
  currency: string;
  locale: string;
}

/** The locale a board language writes numbers and money in. */
export const LOCALE_OF_LANGUAGE: Record<MenuBoardLanguage, string> = {
  cs: 'cs-CZ',
  sk: 'sk-SK',
  en: 'en-GB',
  de: 'de-DE',
  it: 'it-IT',
  pl: 'pl-PL',
  ru: 'ru-RU',
  uk: 'uk-UA',
  sr: 'sr-Latn-RS',
  az: 'az-Latn-AZ',
};

/** Czech crowns written the Czech way: how every board wrote prices before the setting. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  currency: DEFAULT_MENU_CURRENCY,
  locale: LOCALE_OF_LANGUAGE.cs,
};

/** A board's price format: its location's currency (else CZK) in its language's locale. */
export const priceFormatOf = (
  currency: string | null | undefined,
  language: MenuBoardLanguage,
): PriceFormat => ({
  currency: isCurrencyCode(currency) ? currency : DEFAULT_MENU_CURRENCY,
  locale: LOCALE_OF_LANGUAGE[language] ?? DEFAULT_PRICE_FORMAT.locale,
});

/** The ISO 4217 codes the runtime knows; null on engines that cannot list them (older TVs). */
const knownCurrencies: ReadonlySet<string> | null = (() => {
  const list = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf;
  return list ? new Set([...list('currency'), ...MENU_CURRENCIES]) : null;
})();

/** Whether a text is an ISO 4217 code this runtime can write money in. */
export function isCurrencyCode(code: string | null | undefined): code is string {
  if (!code || !/^[A-Z]{3}$/.test(code)) return false;
  return knownCurrencies ? knownCurrencies.has(code) : true;
}

/** The currency of a region's or a language's money, for a new location's default. */
const CURRENCY_OF_REGION: Record<string, string> = {
  CZ: 'CZK',
  SK: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IT: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  IE: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  SI: 'EUR',
  HR: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  PL: 'PLN',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  GB: 'GBP',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  UA: 'UAH',
  RS: 'RSD',
  AZ: 'AZN',
  TR: 'TRY',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
};
const REGION_OF_LANGUAGE: Record<string, string> = {
  cs: 'CZ',
  sk: 'SK',
  de: 'DE',
  it: 'IT',
  pl: 'PL',
  hu: 'HU',
  uk: 'UA',
  sr: 'RS',
  az: 'AZ',
};

/**
 * The currency a locale's people pay in (its region's, else its language's country's), for the
 * default of a new location; CZK when neither says.
 */
export function currencyOfLocale(locale: string | null | undefined): string {
  let region: string | undefined;
  let language = '';
  try {
    const parsed = new Intl.Locale(locale ?? '');
    region = parsed.region;
    language = parsed.language;
  } catch {
    return DEFAULT_MENU_CURRENCY;
  }
  const currency = CURRENCY_OF_REGION[region ?? REGION_OF_LANGUAGE[language] ?? ''];
  return currency ?? DEFAULT_MENU_CURRENCY;
}

/** A currency's name in a language, "Czech koruna (CZK)"; the code alone when it has none. */
export function currencyLabel(code: string, locale = 'en'): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/**
 * The amount a stored price says, or null when it is not one number. Stores write prices their
 * own way: "189", "9.50", "9,50", "29,-", "29 Kč", "1 290" (a space between thousands).
 */
export function parsePrice(price: string | number | null | undefined): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  const text = (price ?? '')
    .trim()
    // The old suffixes: ",-" (no hellers) and a currency sign or code written after the amount.
    .replace(/\s*(,-|,–|\.-)?\s*(Kč|CZK|€|EUR|zł|PLN|Ft|HUF|£|\$)?\s*$/iu, '')
    .replace(/^(€|£|\$)\s*/u, '')
    .replace(/[\s\u00a0\u202f']/gu, '');
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per currency, locale and whether cents show: a board of 40 meals makes one. */
function formatterOf(format: PriceFormat, whole: boolean): Intl.NumberFormat {
  const key = `${format.locale}|${format.currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: format.currency,
      // A whole amount shows no cents ("189 Kč"); any other shows the currency's own digits.
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price as the board shows it: "189 Kč", "9,50 €", "£9.50". No price shows nothing; a price
 * that is not a number ("market price") shows as it was typed.
 */
export function formatPrice(
  price: string | number | null | undefined,
  format: PriceFormat = DEFAULT_PRICE_FORMAT,
): string {
  const amount = parsePrice(price);
  if (amount === null) return typeof price === 'string' ? price.trim() : '';
  return formatterOf(format, Number.isInteger(amount)).format(amount);
}
