import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFeedFixtureServer,
  type FeedFixtureServer,
} from '../../../../../fixtures/feeds/server.js';
import { codeOf, messageOf, TestServer } from '../../../test/harness.js';
import {
  FeedsCurrentWeatherDocument,
  FeedsGeoCodingDocument,
} from '../../../test/graphql/generated.js';
import { PLACE_SEARCHES_RATE_MESSAGE } from './service.js';

// The server asks a fixture server replaying recorded Open-Meteo answers
// (fixtures/feeds/open-meteo), let through by OUTBOUND_ALLOW_INTERNAL as an operator would.
// The test server's virtual day is 2030-01-01 (09:00 UTC); the fixture moves the recorded days
// to start then.

const HOUR = 3_600_000;
/** 2030-01-01 00:00 in Prague (UTC+1). */
const PRAGUE_MIDNIGHT = Date.UTC(2030, 0, 1) - HOUR;
const DAY = 24 * HOUR;

describe('current weather and place search', () => {
  let t: TestServer;
  let fixture: FeedFixtureServer;
  let token: string;
  let deviceToken: string;

  beforeAll(async () => {
    fixture = await startFeedFixtureServer({ today: () => t.clock.now() });
    t = await TestServer.start({
      WEATHER_API_URL: fixture.origin,
      GEOCODING_API_URL: `${fixture.origin}/`,
      OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${fixture.port}`,
    });
    token = await t.signIn();
    deviceToken = (await t.pairDevice(token)).deviceToken;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), fixture.stop()]);
  });

  const weather = (query: string | null, auth = { token }) =>
    t.request(FeedsCurrentWeatherDocument, { query }, auth).then((r) => r.currentWeather);

  it('gives Prague’s forecast from the recorded answer, today first, in °C', async () => {
    const prague = await weather('Prague');
    expect(prague).toMatchObject({
      locationName: 'Prague',
      lat: 50.08804,
      long: 14.42076,
      temperature: 1.8,
      fetchedAt: '2030-01-01T09:00:00.000Z',
    });
    expect(prague.forecast).toEqual([
      {
        dateTimestamp: PRAGUE_MIDNIGHT,
        temperatureMin: -1.2,
        temperatureMax: 3.4,
        text: 'Overcast',
        icon: 'cloudy',
      },
      {
        dateTimestamp: PRAGUE_MIDNIGHT + DAY,
        temperatureMin: 0.8,
        temperatureMax: 5.1,
        text: 'Slight rain',
        icon: 'rain',
      },
      {
        dateTimestamp: PRAGUE_MIDNIGHT + 2 * DAY,
        temperatureMin: -2.5,
        temperatureMax: 1.2,
        text: 'Moderate snow fall',
        icon: 'snow',
      },
      {
        dateTimestamp: PRAGUE_MIDNIGHT + 3 * DAY,
        temperatureMin: -5.3,
        temperatureMax: -0.6,
        text: 'Partly cloudy',
        icon: 'partly-cloudy',
      },
      {
        dateTimestamp: PRAGUE_MIDNIGHT + 4 * DAY,
        temperatureMin: -4.1,
        temperatureMax: 2.3,
        text: 'Clear sky',
        icon: 'clear',
      },
    ]);
  });

  it('shows Prague when the item names no place', async () => {
    expect((await weather(null)).locationName).toBe('Prague');
    expect((await weather('  ')).locationName).toBe('Prague');
  });

  it('takes "lat,long" as it is, without a place search', async () => {
    const searches = fixture.requestsTo('/v1/search');
    const here = await weather('50.08, 14.43');
    expect(here).toMatchObject({ locationName: '50.08,14.43', lat: 50.08, long: 14.43 });
    expect(here.forecast[0]).toMatchObject({ temperatureMax: 3.4, icon: 'cloudy' });
    expect(fixture.requestsTo('/v1/search')).toBe(searches);
  });

  it('says clearly when a place is unknown or coordinates are out of range', async () => {
    const unknown = await t.attempt(FeedsCurrentWeatherDocument, { query: 'Atlantis' }, { token });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(messageOf(unknown)).toBe('No place named "Atlantis" was found.');

    const forecasts = fixture.requestsTo('/v1/forecast');
    const north = await t.attempt(FeedsCurrentWeatherDocument, { query: '91,10' }, { token });
    expect(messageOf(north)).toBe('The latitude must be between -90 and 90.');
    const east = await t.attempt(FeedsCurrentWeatherDocument, { query: '10,-181' }, { token });
    expect(messageOf(east)).toBe('The longitude must be between -180 and 180.');
    expect(fixture.requestsTo('/v1/forecast')).toBe(forecasts);
  });

  it('keeps a forecast 3600 s: screens asking within it cost no fetch, the next one refetches', async () => {
    t.clock.advance(2 * HOUR);
    const first = await weather('Brno');
    const fetched = fixture.requestsTo('/v1/forecast');
    t.clock.advance(HOUR - 1_000);
    const again = await weather('Brno', { token: deviceToken });
    expect(again.fetchedAt).toBe(first.fetchedAt);
    expect(fixture.requestsTo('/v1/forecast')).toBe(fetched);

    t.clock.advance(1_000);
    const fresh = await weather('Brno');
    expect(fixture.requestsTo('/v1/forecast')).toBe(fetched + 1);
    expect(Date.parse(fresh.fetchedAt) - Date.parse(first.fetchedAt)).toBe(HOUR);
    expect(fresh).toMatchObject({ locationName: 'Brno', lat: 49.19522, long: 16.60796 });
  });

  it('is read by screens too, never by anonymous callers', async () => {
    expect((await weather('Prague', { token: deviceToken })).locationName).toBe('Prague');
    const anonymous = await t.attempt(FeedsCurrentWeatherDocument, { query: 'Prague' });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  const search = (query: string, languageCode?: string, auth = { token }) =>
    t.attempt(FeedsGeoCodingDocument, { data: { query, languageCode } }, auth);

  it('finds the best match for a place name, in the language asked, or null', async () => {
    expect((await search('Brno')).data?.geoCoding).toEqual({
      name: 'Brno',
      lat: 49.19522,
      long: 16.60796,
    });
    expect((await search('Prague', 'cs')).data?.geoCoding?.name).toBe('Praha');
    expect((await search('Prague', 'en-GB')).data?.geoCoding?.name).toBe('Prague');
    const nowhere = await search('Atlantis');
    expect(nowhere.errors).toBeUndefined();
    expect(nowhere.data?.geoCoding).toBeNull();
    expect(messageOf(await search('   '))).toBe('Enter a place name.');
  });

  it('lets people search places, not screens, 30 times a minute', async () => {
    const asDevice = await search('Brno', undefined, { token: deviceToken });
    expect(codeOf(asDevice)).toBe('FORBIDDEN');

    t.clock.advance(61_000);
    const answers = await Promise.all(Array.from({ length: 40 }, () => search('Brno')));
    expect(answers.filter((a) => a.data?.geoCoding?.name === 'Brno')).toHaveLength(30);
    const limited = answers.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
    expect(limited).toHaveLength(10);
    expect(messageOf(limited[0]!)).toBe(PLACE_SEARCHES_RATE_MESSAGE);
  });
});
