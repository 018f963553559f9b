import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import type { JsonValue } from '../../host/index.js';
import { ItemWeatherDocument } from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData, type KeptData } from '../../render/keptData.js';
import { WEATHER_CHECK_MS, WEATHER_TTL_MS } from './model.js';

/** One day of the forecast as the server sends it (feeds/schema.graphql, WeatherForecastDay). */
const forecastDaySchema = lazySchema(() =>
  z.object({
    dateTimestamp: z.number(),
    temperatureMin: z.number(),
    temperatureMax: z.number(),
    text: z.string(),
    icon: z.string(),
  }),
);
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** The weather at a place (CurrentWeather), checked before use: a bad answer must not crash. */
const weatherDataSchema = lazySchema(() =>
  z.object({
    locationName: z.string(),
    lat: z.number(),
    long: z.number(),
    temperature: z.number().nullable(),
    /** The place's IANA zone; absent in data kept by an older player. */
    timeZone: z
      .string()
      .nullish()
      .transform((zone) => zone ?? null),
    fetchedAt: z.string(),
    forecast: z.array(forecastDaySchema),
  }),
);
type WeatherData = z.infer<typeof weatherDataSchema>;

const parseWeather = (value: unknown): WeatherData | undefined => {
  const parsed = weatherDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The weather for a query (`lat,long`, a place name, or '' for the server's default place),
 * kept on the device: shown at once from what was kept, fetched again after an hour.
 */
export function useWeatherData(query: string): KeptData<WeatherData> {
  const source = useItemData();
  return useKeptData<WeatherData>({
    key: `weather:${query}`,
    load: async () => {
      const answer = await source.request(ItemWeatherDocument, { query: query || null });
      const data = parseWeather(answer?.currentWeather);
      if (!data) throw new Error('The weather answer has an unexpected shape');
      return data;
    },
    ttlMs: WEATHER_TTL_MS,
    checkEveryMs: WEATHER_CHECK_MS,
    parse: (kept: JsonValue) => parseWeather(kept),
  });
}
