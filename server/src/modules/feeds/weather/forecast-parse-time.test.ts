import { describe, expect, it } from 'vitest';
import { HANG_MS } from '../../../test/hang.js';
import { UNPACKED_SIZE_LIMIT_BYTES } from '../upstream.js';
import { FORECAST_DAYS, openMeteoProvider } from './open-meteo.js';

// The weather service's answers are read up to 5 MB. The largest work an answer can ask for is
// a forecast listing as many days as fit: each day costs time-zone arithmetic, so only the days
// asked for are read. Bounds are hang detectors for a busy 2-core machine.

const LIMIT = UNPACKED_SIZE_LIMIT_BYTES;
const URLS = { forecast: 'https://weather.example', geocoding: 'https://geo.example' };

/** As many days as a 5 MB answer holds ("2030-01-01", plus a code and two temperatures). */
function endlessForecast(timezone: string) {
  const count = Math.floor(LIMIT / 30);
  const time = Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(2030, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    utc_offset_seconds: 3600,
    timezone,
    current: { temperature_2m: 1 },
    daily: {
      time,
      weather_code: time.map(() => 3),
      temperature_2m_max: time.map(() => 5),
      temperature_2m_min: time.map(() => -1),
    },
  };
}

describe('reading a forecast at the 5 MB limit', () => {
  it.each([
    ['in a known zone', 'Europe/Prague'],
    ['in a zone of 1 MB', 'X'.repeat(1024 * 1024)],
  ])('reads the days asked for from a list of 170,000 %s, quickly', async (_, timezone) => {
    const answer = endlessForecast(timezone);
    const provider = openMeteoProvider(URLS, () => Promise.resolve(answer));
    const started = performance.now();
    const { days } = await provider.forecast({ lat: 50, long: 14 });
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(days).toHaveLength(FORECAST_DAYS);
  });

  it('takes the best place from 100,000 results, quickly', async () => {
    const results = Array.from({ length: 100_000 }, (_, i) => ({
      name: `Place ${i}`,
      latitude: 50,
      longitude: 14,
    }));
    const provider = openMeteoProvider(URLS, () => Promise.resolve({ results }));
    const started = performance.now();
    const place = await provider.geocode('Prague', 'en');
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(place).toEqual({ name: 'Place 0', lat: 50, long: 14 });
  });
});
