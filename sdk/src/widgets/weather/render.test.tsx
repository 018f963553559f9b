// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { GraphQLRequestError } from '../../player/server-link/graphqlClient.js';
import { drawItem, fakeItemData, keep, recorded, serverDown } from '../../testing/feedWidgets.js';
import { WEATHER_CHECK_MS, WEATHER_TTL_MS } from './model.js';
import { WeatherWidget } from './render.js';

const PRAGUE = recorded('weather-prague');
const BRNO = recorded('weather-brno');
const pragueWeather = PRAGUE.currentWeather;

/** Monday 9 March 2026, 10:00 on the device: the first day of the recorded forecasts. */
const MONDAY_MORNING = new Date(2026, 2, 9, 10);
const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(MONDAY_MORNING);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the store read and the request settle without moving time. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const text = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;
const texts = (testId: string) => screen.queryAllByTestId(testId).map((e) => e.textContent);

const answering = (answer: Record<string, unknown>) => fakeItemData(() => answer);

describe('WeatherWidget', () => {
  it('shows the default place, today and the next three days from the server', async () => {
    const { source, sent } = answering(PRAGUE);
    const { onReady } = drawItem(WeatherWidget, source, 'weather', {});
    expect(onReady).toHaveBeenCalledOnce();
    await settle();
    // No place set: nothing is asked for, and the server answers for Prague.
    expect(sent).toEqual([{ operation: 'ItemWeather', variables: { query: null } }]);
    expect(text('weather-location')).toBe('Prague');
    expect(text('weather-high')).toBe('21°C');
    expect(text('weather-low')).toBe('13°C');
    expect(text('weather-day')).toBe('Monday');
    expect(text('weather-date')).toBe('March 9');
    expect(screen.getByRole('img', { name: 'Partly cloudy' }).dataset.icon).toBe('partly-cloudy');

    const columns = screen.getAllByTestId('weather-forecast-day');
    expect(columns.map((c) => c.style.width)).toEqual(['33%', '33%', '33%']);
    expect(texts('weather-forecast-name')).toEqual(['Tue', 'Wed', 'Thu']);
    expect(texts('weather-forecast-high')).toEqual(['14°C', '17°C', '20°C']);
    expect(texts('weather-forecast-low')).toEqual(['7°C', '4°C', '11°C']);
    expect(
      screen.getAllByRole('img').map((icon) => (icon as unknown as SVGElement).dataset.icon),
    ).toEqual(['partly-cloudy', 'rain', 'clear', 'thunderstorm']);
  });

  it('asks for the chosen place by its coordinates and shows its name', async () => {
    const { source, sent } = answering(BRNO);
    drawItem(WeatherWidget, source, 'weather', {
      lat: 49.1952,
      long: 16.608,
      locationName: 'Brno',
    });
    await settle();
    expect(sent[0]?.variables).toEqual({ query: '49.1952,16.608' });
    expect(text('weather-location')).toBe('Brno');
    // A forecast shorter than three days shows the days it has.
    expect(texts('weather-forecast-name')).toEqual(['Tue']);
  });

  it('converts to Fahrenheit when the item says so', async () => {
    const { source } = answering(BRNO);
    drawItem(WeatherWidget, source, 'weather', { units: 'fahrenheit', lat: 49.2, long: 16.6 });
    await settle();
    expect(text('weather-high')).toBe('49°F');
    expect(text('weather-low')).toBe('38°F');
    expect(texts('weather-forecast-high')).toEqual(['36°F']);
    expect(texts('weather-forecast-low')).toEqual(['31°F']);
  });

  it('names days and dates in the item’s language', async () => {
    const { source } = answering(PRAGUE);
    drawItem(WeatherWidget, source, 'weather', { languageCode: 'cs' });
    await settle();
    expect(text('weather-day')).toBe('pondělí');
    expect(text('weather-date')).toBe('9. března');
  });

  it('draws each text in its own colour and size, and hides what is switched off', async () => {
    const { source } = answering(PRAGUE);
    drawItem(WeatherWidget, source, 'weather', {
      temperature: { color: '#ff0000', fontSize: 200 },
      date: { shouldBeDisplayed: false },
      icon: { shouldBeDisplayed: false },
      forecast: { shouldBeDisplayed: false },
      scale: 0.5,
    });
    await settle();
    const high = screen.getByTestId('weather-high');
    expect(high.style.color).toBe('rgb(255, 0, 0)');
    // 110 reference px × 200 % × scale 0.5 (the box is unmeasured in jsdom: 1 px per px).
    expect(high.style.fontSize).toBe('110px');
    expect(screen.getByTestId('weather-low').style.fontSize).toBe('32px');
    expect(text('weather-date')).toBeNull();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryByTestId('weather-forecast')).toBeNull();
  });

  it('lays the forecast beside today or under it, as its orientation says', async () => {
    const { source } = answering(PRAGUE);
    drawItem(WeatherWidget, source, 'weather', { orientation: 'vertical' });
    await settle();
    expect(screen.getByTestId('weather-layout').style.flexDirection).toBe('column');
    cleanup();
    drawItem(WeatherWidget, answering(PRAGUE).source, 'weather', {});
    await settle();
    expect(screen.getByTestId('weather-layout').style.flexDirection).toBe('row');
  });

  it('offline after a restart, shows the weather kept from before and keeps trying', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'weather:', pragueWeather, 5 * HOUR);
    const { source, sent } = fakeItemData(serverDown, store);
    const { onReady } = drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(text('weather-high')).toBe('21°C');
    expect(sent).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(WEATHER_CHECK_MS));
    expect(sent).toHaveLength(2);
    expect(text('weather-high')).toBe('21°C');
  });

  it('kept for days offline, starts from today’s entry rather than the day it was fetched', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'weather:', pragueWeather, 2 * 24 * HOUR);
    vi.setSystemTime(new Date(2026, 2, 11, 9));
    const { source } = fakeItemData(serverDown, store);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(text('weather-day')).toBe('Wednesday');
    expect(texts('weather-forecast-name')).toEqual(['Thu', 'Fri']);
  });

  it('names days as dated at the place, on a screen on the other side of the world', async () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      // Monday 13:00 in Auckland: Prague's Monday began there at noon, its midday is midnight.
      vi.setSystemTime(new Date(2026, 2, 9, 13));
      const { source } = answering(PRAGUE);
      drawItem(WeatherWidget, source, 'weather', {});
      await settle();
      expect(text('weather-day')).toBe('Monday');
      expect(text('weather-date')).toBe('March 9');
      expect(texts('weather-forecast-name')).toEqual(['Tue', 'Wed', 'Thu']);
    } finally {
      process.env.TZ = deviceZone;
    }
  });

  it('ignores an answer of the wrong shape and keeps what it showed', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'weather:', pragueWeather, 2 * HOUR);
    const { source } = fakeItemData(() => ({ currentWeather: { forecast: 'sunny' } }), store);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(text('weather-high')).toBe('21°C');
  });

  it('fetches again only once the hour has passed', async () => {
    const { source, sent } = answering(PRAGUE);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(WEATHER_TTL_MS - WEATHER_CHECK_MS));
    expect(sent).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(WEATHER_CHECK_MS));
    expect(sent).toHaveLength(2);
  });

  it('turns to the next day at midnight', async () => {
    const { source } = answering(PRAGUE);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(text('weather-day')).toBe('Monday');
    await act(async () => vi.advanceTimersByTimeAsync(14 * HOUR));
    expect(text('weather-day')).toBe('Tuesday');
  });
});

describe('WeatherWidget without weather to show', () => {
  const STYLED = { locationName: 'Brno', lat: 49.19, long: 16.61, day: { color: '#223344' } };
  const box = () => screen.getByTestId('weather-widget');
  const message = () => text('feed-placeholder-message');
  const providerDown = (): never => {
    throw new GraphQLRequestError(
      'BAD_USER_INPUT',
      'The weather could not be fetched: the server answered with status 503.',
    );
  };

  it('while the first fetch is under way, draws nothing and does not hold the playlist', async () => {
    const { source } = fakeItemData(() => new Promise(() => undefined));
    const { onReady } = drawItem(WeatherWidget, source, 'weather', STYLED);
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(box().textContent).toBe('');
    expect(box().style.backgroundColor).toBe('');
  });

  it('when the fetch fails with nothing kept, names the place and says the weather is unavailable', async () => {
    const { source } = fakeItemData(providerDown);
    const { onReady } = drawItem(WeatherWidget, source, 'weather', STYLED);
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(text('feed-placeholder-title')).toBe('Brno');
    expect(message()).toBe('Weather unavailable');
    expect(screen.getByTestId('feed-placeholder-message').style.color).toBe('rgb(34, 51, 68)');
    expect(screen.getByTestId('feed-placeholder-glyph').dataset.glyph).toBe('weather');
    expect(screen.queryByTestId('feed-hint')).toBeNull();
  });

  it('with no place set and nothing kept, says only that the weather is unavailable', async () => {
    const { source } = fakeItemData(serverDown);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(text('feed-placeholder-title')).toBeNull();
    expect(message()).toBe('Weather unavailable');
  });

  it('when the fetch fails, keeps showing the weather kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'weather:', pragueWeather, 5 * HOUR);
    const { source } = fakeItemData(providerDown, store);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(text('weather-high')).toBe('21°C');
    expect(message()).toBeNull();
  });

  it('kept so long that every day of it is past, shows the placeholder rather than old days', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'weather:', pragueWeather, 8 * 24 * HOUR);
    vi.setSystemTime(new Date(2026, 2, 17, 9));
    const { source } = fakeItemData(serverDown, store);
    drawItem(WeatherWidget, source, 'weather', {});
    await settle();
    expect(text('weather-high')).toBeNull();
    expect(text('feed-placeholder-title')).toBe('Prague');
    expect(message()).toBe('Weather unavailable');
  });

  it('in the editor, says why the weather could not be fetched', async () => {
    const { source } = fakeItemData(providerDown);
    drawItem(WeatherWidget, source, 'weather', STYLED, { preview: true });
    await settle();
    expect(message()).toBe('Weather unavailable');
    expect(text('feed-hint')).toBe(
      'The weather could not be fetched: the server answered with status 503. Screens show this placeholder until it can be fetched.',
    );
  });
});
