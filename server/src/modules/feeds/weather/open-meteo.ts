import { z } from 'zod';
import { UpstreamFailure } from '../upstream.js';
import type { Coordinates, Forecast, ForecastDay, Place, WeatherProvider } from './provider.js';
import { weatherOfCode } from './wmo-codes.js';
import { zonedMidnight } from './zoned-midnight.js';

// Open-Meteo (https://open-meteo.com): keyless forecast and geocoding APIs.
// Forecast: GET {WEATHER_API_URL}/v1/forecast; geocoding: GET {GEOCODING_API_URL}/v1/search.

/** Today and the next four: the item shows today and three forecast columns. */
export const FORECAST_DAYS = 5;

/** Downloads a URL and parses its JSON; throws UpstreamFailure. */
export type FetchJson = (url: string) => Promise<unknown>;

export interface OpenMeteoUrls {
  /** e.g. https://api.open-meteo.com */
  forecast: string;
  /** e.g. https://geocoding-api.open-meteo.com */
  geocoding: string;
}

/**
 * The days asked for and no more, cut before they are checked: each day costs checking and
 * time-zone arithmetic, and a 5 MB answer could list 170,000 of them.
 */
const askedDays = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.slice(0, FORECAST_DAYS) : value),
    z.array(item),
  );

const forecastAnswer = z.object({
  utc_offset_seconds: z.number(),
  timezone: z.string(),
  current: z.object({ temperature_2m: z.number().nullish() }).optional(),
  daily: z.object({
    time: askedDays(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    weather_code: askedDays(z.number().nullable()),
    temperature_2m_max: askedDays(z.number().nullable()),
    temperature_2m_min: askedDays(z.number().nullable()),
  }),
});

const geocodingAnswer = z.object({
  // Absent when nothing matched.
  results: z
    .array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }))
    .optional(),
});

const UNEXPECTED = 'the weather service answered in a form the server does not know';

function parsed<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new UpstreamFailure(UNEXPECTED);
  return result.data;
}

function withPath(base: string, path: string, params: Record<string, string>): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Days from the answer: `time` is the local date at the place (timezone=auto). Its midnight is
 * found in the answer's IANA zone with that date's own offset, so a day after a daylight-saving
 * change starts at its real midnight (and is named as its own day on the screen); the answer's
 * current offset is the fallback for a zone this runtime does not know.
 */
function daysOf(answer: z.infer<typeof forecastAnswer>): ForecastDay[] {
  const { time, weather_code, temperature_2m_max, temperature_2m_min } = answer.daily;
  const days: ForecastDay[] = [];
  time.forEach((date, i) => {
    const max = temperature_2m_max[i];
    const min = temperature_2m_min[i];
    const code = weather_code[i];
    // A day the model has no values for yet is left out rather than shown as 0 °C.
    if (max == null || min == null || code == null) return;
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    days.push({
      dateTimestamp:
        zonedMidnight(year, month, day, answer.timezone) ??
        Date.UTC(year, month - 1, day) - answer.utc_offset_seconds * 1000,
      temperatureMin: min,
      temperatureMax: max,
      ...weatherOfCode(code),
    });
  });
  return days;
}

export function openMeteoProvider(urls: OpenMeteoUrls, fetchJson: FetchJson): WeatherProvider {
  return {
    async forecast(at: Coordinates): Promise<Forecast> {
      const url = withPath(urls.forecast, '/v1/forecast', {
        latitude: String(at.lat),
        longitude: String(at.long),
        current: 'temperature_2m,weather_code',
        daily: 'weather_code,temperature_2m_max,temperature_2m_min',
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS),
      });
      const answer = parsed(forecastAnswer, await fetchJson(url));
      return {
        temperature: answer.current?.temperature_2m ?? null,
        days: daysOf(answer),
        timeZone: answer.timezone || null,
      };
    },

    async geocode(name: string, languageCode: string): Promise<Place | null> {
      const url = withPath(urls.geocoding, '/v1/search', {
        name,
        count: '1',
        language: languageCode,
        format: 'json',
      });
      const best = parsed(geocodingAnswer, await fetchJson(url)).results?.[0];
      return best ? { name: best.name, lat: best.latitude, long: best.longitude } : null;
    },
  };
}
