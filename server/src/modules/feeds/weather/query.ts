import { badUserInput } from '../../../errors.js';
import type { Coordinates } from './provider.js';

/** The weather item's default location. */
const DEFAULT_WEATHER_PLACE = 'Prague';
const MAX_PLACE_NAME_LENGTH = 100;

export type WeatherQuery =
  { kind: 'coordinates'; at: Coordinates } | { kind: 'place'; name: string };

const COORDINATES = /^([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)$/;

/** Four decimals are about 11 m: nearby screens share one forecast. */
const rounded = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** What the weather item asked for: "lat,long", a place name, or nothing (Prague). */
export function parseWeatherQuery(text: string | null | undefined): WeatherQuery {
  const query = (text ?? '').trim().replace(/\s+/g, ' ');
  if (query === '') return { kind: 'place', name: DEFAULT_WEATHER_PLACE };
  const match = COORDINATES.exec(query);
  if (match) {
    const lat = Number(match[1]);
    const long = Number(match[2]);
    if (lat < -90 || lat > 90) throw badUserInput('The latitude must be between -90 and 90.');
    if (long < -180 || long > 180)
      throw badUserInput('The longitude must be between -180 and 180.');
    return { kind: 'coordinates', at: { lat: rounded(lat), long: rounded(long) } };
  }
  return { kind: 'place', name: placeName(query) };
}

/** A place name as a search takes it; BAD_USER_INPUT when empty or too long. */
export function placeName(text: string): string {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '') throw badUserInput('Enter a place name.');
  if (name.length > MAX_PLACE_NAME_LENGTH)
    throw badUserInput(`A place name can be at most ${MAX_PLACE_NAME_LENGTH} characters long.`);
  return name;
}

/** A language code the geocoder understands ("cs" from "cs" or "cs-CZ"); English otherwise. */
export function languageOf(code: string | null | undefined): string {
  const match = /^([a-z]{2})(?:[-_][a-z0-9]{1,8})*$/i.exec((code ?? '').trim());
  return match ? match[1]!.toLowerCase() : 'en';
}
