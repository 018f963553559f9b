// What the weather item needs from a forecast service; Open-Meteo is the one we ship
// (open-meteo.ts), another service fits behind the same two calls.

/** The icons the weather item draws. */
export type WeatherIcon =
  | 'clear'
  | 'partly-cloudy'
  | 'cloudy'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'snow'
  | 'showers'
  | 'thunderstorm';

export interface Coordinates {
  lat: number;
  long: number;
}

export interface ForecastDay {
  /** Midnight at the start of the day at the place, epoch ms. */
  dateTimestamp: number;
  /** °C */
  temperatureMin: number;
  temperatureMax: number;
  /** In English words, e.g. "Partly cloudy". */
  text: string;
  icon: WeatherIcon;
}

export interface Forecast {
  /** °C now, when the service says. */
  temperature: number | null;
  /** Today first, then the next days. */
  days: ForecastDay[];
  /** The place's IANA time zone, when the service says; day names are of its dates. */
  timeZone: string | null;
}

export interface Place extends Coordinates {
  name: string;
}

export interface WeatherProvider {
  forecast(at: Coordinates): Promise<Forecast>;
  /** The best match for a place name, in the language given (e.g. "cs"); null when none. */
  geocode(name: string, languageCode: string): Promise<Place | null>;
}
