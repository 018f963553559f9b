import { useQuery } from '@apollo/client/react';
import { DEFAULT_MENU_CURRENCY, LOCALE_OF_LANGUAGE, type PriceFormat } from '@marquee/sdk';
import { MenuBoardLocationListDocument } from '../../../../graphql/generated';

/**
 * The currency a meal template's price is read in. A template belongs to no location: when the
 * account's locations all show one currency, that one (what any board it lands on will show);
 * with none, the default every board without a location shows; with several, none (the amount
 * alone, since it will read differently on each board).
 */
export function templateCurrency(locationCurrencies: readonly string[]): string | null {
  const distinct = new Set(locationCurrencies);
  if (distinct.size === 0) return DEFAULT_MENU_CURRENCY;
  return distinct.size === 1 ? [...distinct][0]! : null;
}

/** How template prices are written here: templateCurrency, the way English writes money. */
export function useTemplatePriceFormat(): PriceFormat | null {
  const { data } = useQuery(MenuBoardLocationListDocument);
  if (!data) return null;
  const currency = templateCurrency(data.menuBoardLocations.map((l) => l.currency));
  return currency ? { currency, locale: LOCALE_OF_LANGUAGE.en } : null;
}
