import type { AppServices } from '../../../app-services.js';
import { badUserInput, tooManyRequests } from '../../../errors.js';
import { RATE_LIMITS } from '../../../rate-limits.js';
import type { Scope } from '../../../scope.js';
import { countFeedFetch } from '../fetch-allowance.js';
import { fetchUpstream, UpstreamFailure } from '../upstream.js';
import { openMeteoProvider } from './open-meteo.js';
import type { Coordinates, Forecast, ForecastDay, Place, WeatherProvider } from './provider.js';
import { languageOf, parseWeatherQuery, placeName } from './query.js';

/** A forecast is kept an hour (3600 s) before the provider is asked again. */
const WEATHER_KEPT_MS = 3_600_000;
/** Places do not move: a name's coordinates are kept a day. */
const PLACE_KEPT_MS = 24 * 3_600_000;
export const PLACE_SEARCHES_RATE_MESSAGE = 'Too many place searches. Try again in a minute.';

export interface CurrentWeatherAnswer {
  locationName: string;
  lat: number;
  long: number;
  temperature: number | null;
  forecast: ForecastDay[];
  timeZone: string | null;
  fetchedAt: string;
}

type KeptForecast = Forecast & { fetchedAt: string };

const JSON_ACCEPT = 'application/json';

/** The provider the server uses: Open-Meteo at the configured addresses, fetched for `scope`. */
function weatherProvider(app: AppServices, scope: Scope): WeatherProvider {
  return openMeteoProvider(
    { forecast: app.config.weatherApiUrl, geocoding: app.config.geocodingApiUrl },
    async (url) => {
      await countFeedFetch(app, scope);
      const { body } = await fetchUpstream(app, url, JSON_ACCEPT);
      try {
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        throw new UpstreamFailure('the weather service did not answer with JSON');
      }
    },
  );
}

const isUpstreamFailure = (error: unknown) => error instanceof UpstreamFailure;

/** UpstreamFailure as the sentence a user reads; anything else (a refusal) as it is. */
function told(error: unknown): never {
  if (error instanceof UpstreamFailure)
    throw badUserInput(error.toSentence('The weather could not be fetched'));
  throw error;
}

function cachedPlace(
  app: AppServices,
  provider: WeatherProvider,
  name: string,
  language: string,
): Promise<Place | null> {
  return app.feedCache.get({
    key: `place:${language}:${name.toLowerCase()}`,
    maxAgeMs: PLACE_KEPT_MS,
    load: () => provider.geocode(name, language),
    keepsFailure: isUpstreamFailure,
  });
}

function cachedForecast(
  app: AppServices,
  provider: WeatherProvider,
  at: Coordinates,
): Promise<KeptForecast> {
  return app.feedCache.get({
    key: `forecast:${at.lat},${at.long}`,
    maxAgeMs: WEATHER_KEPT_MS,
    load: async () => ({
      ...(await provider.forecast(at)),
      fetchedAt: app.clock.now().toISOString(),
    }),
    keepsFailure: isUpstreamFailure,
  });
}

/** The forecast for "lat,long" or a place name (Prague when empty), users and screens alike. */
export async function currentWeather(
  app: AppServices,
  scope: Scope,
  query: string | null | undefined,
): Promise<CurrentWeatherAnswer> {
  const asked = parseWeatherQuery(query);
  const provider = weatherProvider(app, scope);
  try {
    let locationName: string;
    let at: Coordinates;
    if (asked.kind === 'coordinates') {
      at = asked.at;
      locationName = `${at.lat},${at.long}`;
    } else {
      const place = await cachedPlace(app, provider, asked.name, 'en');
      if (!place) throw badUserInput(`No place named "${asked.name}" was found.`);
      at = { lat: place.lat, long: place.long };
      locationName = place.name;
    }
    const forecast = await cachedForecast(app, provider, at);
    return {
      locationName,
      lat: at.lat,
      long: at.long,
      temperature: forecast.temperature,
      forecast: forecast.days,
      timeZone: forecast.timeZone,
      fetchedAt: forecast.fetchedAt,
    };
  } catch (error) {
    told(error);
  }
}

/** The weather editor's place search: the best match, or null. Users only, rate-limited. */
export async function geoCoding(
  app: AppServices,
  scope: Scope,
  input: { query: string; languageCode?: string | null },
): Promise<Place | null> {
  const name = placeName(input.query);
  const searcher =
    scope.actor.kind === 'user' ? `user:${scope.actor.userId}` : `device:${scope.actor.deviceId}`;
  const limit = RATE_LIMITS.placeSearchesPerUser;
  const allowed = await app.rateLimits.take(limit, searcher, app.clock.now());
  if (!allowed) throw tooManyRequests(PLACE_SEARCHES_RATE_MESSAGE);
  try {
    return await cachedPlace(
      app,
      weatherProvider(app, scope),
      name,
      languageOf(input.languageCode),
    );
  } catch (error) {
    told(error);
  }
}
