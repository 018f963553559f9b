import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const WEATHER_WIDGET_TYPE = 'weather';

/** The temperature units a weather item shows. */
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** The font sizes offered for each text of the item, in percent. */
export const WEATHER_FONT_SIZES = [75, 100, 125, 150, 175, 200, 225, 250, 300, 325, 350] as const;

/**
 * How the item is laid out: horizontal puts today beside the forecast (a wide box), vertical
 * puts the forecast under today (a tall box).
 */
export const WEATHER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type WeatherOrientation = (typeof WEATHER_ORIENTATIONS)[number];

/** The forecast is fetched again after an hour, looked at every minute. */
export const WEATHER_TTL_MS = 3_600_000;
export const WEATHER_CHECK_MS = 60_000;

/** The forecast shows three days, each column 33 % of the width. */
export const WEATHER_FORECAST_DAYS = 3;
export const WEATHER_FORECAST_COLUMN_WIDTH = '33%';

/** The scale multiplies every size of the item (1: the sizes as set). */
export const WEATHER_SCALE = { min: 0.25, max: 3, step: 0.05, default: 1 } as const;

/** A text of the item: its colour, its size in percent of the text's base size, and whether shown. */
export const weatherTextStyleSchema = lazySchema(() =>
  z.looseObject({
    color: z.string().default('#ffffff'),
    fontSize: z.number().positive().catch(100).default(100),
    shouldBeDisplayed: z.boolean().catch(true).default(true),
  }),
);
export type WeatherTextStyle = z.infer<typeof weatherTextStyleSchema>;

const shownSchema = lazySchema(() =>
  z.looseObject({ shouldBeDisplayed: z.boolean().catch(true).default(true) }),
);

/** The texts whose style a weather item stores (day, date, high, low). */
export const WEATHER_TEXT_FIELDS = ['day', 'date', 'temperature', 'temperatureMin'] as const;
export type WeatherTextField = (typeof WEATHER_TEXT_FIELDS)[number];

export const weatherBodySchema = lazySchema(() =>
  z.looseObject({
    /** Coordinates of the place found by the editor's search; absent: the place by its name. */
    lat: z.number().optional().catch(undefined),
    long: z.number().optional().catch(undefined),
    /** The place's name; empty: the server's default place (Prague). */
    locationName: z.string().default(''),
    units: z.enum(TEMPERATURE_UNITS).catch('celsius').default('celsius'),
    scale: z.number().positive().catch(WEATHER_SCALE.default).default(WEATHER_SCALE.default),
    orientation: z.enum(WEATHER_ORIENTATIONS).catch('horizontal').default('horizontal'),
    /**
     * The language of day and date names (the account's, set when the item is created);
     * English when absent.
     */
    languageCode: z.string().optional(),
    // prefault: a missing style is parsed, so its own defaults fill in.
    day: weatherTextStyleSchema.prefault({}),
    date: weatherTextStyleSchema.prefault({}),
    temperature: weatherTextStyleSchema.prefault({}),
    temperatureMin: weatherTextStyleSchema.prefault({}),
    icon: shownSchema.prefault({}),
    forecast: shownSchema.prefault({}),
  }),
);
export type WeatherBody = z.infer<typeof weatherBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readWeatherBody(body: unknown): WeatherBody {
  const parsed = weatherBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : weatherBodySchema.parse({});
}

/**
 * What the server is asked for: `lat,long` when the body has coordinates, else
 * the place's name, else nothing (the server answers for Prague).
 */
export function weatherQueryOf(body: WeatherBody): string {
  const { lat, long } = body;
  if (Number.isFinite(lat) && Number.isFinite(long)) return `${lat},${long}`;
  return body.locationName.trim();
}

/**
 * A temperature from the server (Celsius) in the item's unit, as a whole number
 * (Fahrenheit = Celsius × 1.8 + 32, rounded; Celsius rounded too).
 */
export function displayTemperature(celsius: number, units: TemperatureUnit): number {
  const value = units === 'fahrenheit' ? celsius * 1.8 + 32 : celsius;
  // `|| 0`: -0.4 rounds to -0, which must read "0°", not "-0°".
  return Math.round(value) || 0;
}

export const temperatureLabel = (celsius: number, units: TemperatureUnit) =>
  `${displayTemperature(celsius, units)}°${units === 'fahrenheit' ? 'F' : 'C'}`;
