import { useQuery } from '@apollo/client/react';
import { TEMPERATURE_UNITS, type TemperatureUnit } from '@marquee/sdk';
import { useEffect } from 'react';
import { WeatherAccountDocument } from '../../graphql/generated';
import type { ItemContentChange, OpenDialog } from '../types';

/** What a weather item takes from the account. */
interface WeatherAccount {
  /** The account's temperature unit; undefined until known (or when it is none we show). */
  temperatureUnit: TemperatureUnit | undefined;
  /** The account's language, for day names and the places a search finds. */
  languageCode: string | undefined;
}

const isUnit = (value: string | undefined): value is TemperatureUnit =>
  (TEMPERATURE_UNITS as readonly (string | undefined)[]).includes(value);

/** The current account's unit and language (cached: one question per console tab). */
export function useWeatherAccount(): WeatherAccount & { settled: boolean } {
  const { data, error } = useQuery(WeatherAccountDocument, { fetchPolicy: 'cache-first' });
  const account = data?.currentAccount;
  return {
    temperatureUnit: isUnit(account?.temperatureUnit) ? account.temperatureUnit : undefined,
    languageCode: account?.languageCode || undefined,
    settled: data !== undefined || error !== undefined,
  };
}

/**
 * Asks the account, then answers; draws nothing. Rendered through the page's dialog slot,
 * which is inside the console's providers (the Apollo client), where `create` cannot reach.
 */
function AccountLookup({ answer }: { answer: (account: WeatherAccount) => void }) {
  const { temperatureUnit, languageCode, settled } = useWeatherAccount();
  useEffect(() => {
    if (settled) answer({ temperatureUnit, languageCode });
  }, [settled, temperatureUnit, languageCode, answer]);
  return null;
}

/**
 * A new weather item shows the account's temperature unit and names days in
 * the account's language. An account the console cannot read (offline) gives the defaults.
 */
export async function newWeatherContent(openDialog: OpenDialog): Promise<ItemContentChange> {
  const account = await openDialog<WeatherAccount>((answer) => <AccountLookup answer={answer} />);
  const body: Record<string, unknown> = {};
  if (account.temperatureUnit) body.units = account.temperatureUnit;
  if (account.languageCode) body.languageCode = account.languageCode;
  return { body };
}
