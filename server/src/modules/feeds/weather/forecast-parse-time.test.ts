import { describe, expect, it } from 'vitest';
import { countingReads } from '../../../test/growth.js';
import { UNPACKED_SIZE_LIMIT_BYTES } from '../upstream.js';
import { FORECAST_DAYS, openMeteoProvider } from './open-meteo.js';

// The weather service's answers are read up to 5 MB. The largest work an answer can ask for is
// a forecast listing as many days as fit: each day costs checking and time-zone arithmetic (in
// an unknown zone of 1 MB, an error naming the whole zone), so only the days asked for are read.
// The lists count the items read, so the proof is the same on a busy machine as on a quiet one.

const LIMIT = UNPACKED_SIZE_LIMIT_BYTES;
const URLS = { forecast: 'https://weather.example', geocoding: 'https://geo.example' };

/** As many days as a 5 MB answer holds ("2030-01-01", plus a code and two temperatures). */
function endlessForecast(timezone: string, reads: { count: number }) {
  const count = Math.floor(LIMIT / 30);
  const time = Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(2030, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    utc_offset_seconds: 3600,
    timezone,
    current: { temperature_2m: 1 },
    daily: {
      time: countingReads(time, reads),
      weather_code: countingReads(
        time.map(() => 3),
        reads,
      ),
      temperature_2m_max: countingReads(
        time.map(() => 5),
        reads,
      ),
      temperature_2m_min: countingReads(
        time.map(() => -1),
        reads,
      ),
    },
  };
}

describe('reading a forecast at the 5 MB limit', () => {
  it.each([
    ['in a known zone', 'Europe/Prague'],
    ['in a zone of 1 MB', 'X'.repeat(1024 * 1024)],
  ])('reads only the days asked for from a list of 170,000 %s', async (_, timezone) => {
    const reads = { count: 0 };
    const answer = endlessForecast(timezone, reads);
    expect(answer.daily.time.length).toBeGreaterThan(170_000);
    const provider = openMeteoProvider(URLS, () => Promise.resolve(answer));
    const { days } = await provider.forecast({ lat: 50, long: 14 });
    expect(days).toHaveLength(FORECAST_DAYS);
    // At most the days asked for of each of the four lists, whatever the lists’ length.
    expect(reads.count).toBeLessThanOrEqual(4 * FORECAST_DAYS);
  });

  it('takes the best place from 100,000 results', async () => {
    const results = Array.from({ length: 100_000 }, (_, i) => ({
      name: `Place ${i}`,
      latitude: 50,
      longitude: 14,
    }));
    const provider = openMeteoProvider(URLS, () => Promise.resolve({ results }));
    const place = await provider.geocode('Prague', 'en');
    expect(place).toEqual({ name: 'Place 0', lat: 50, long: 14 });
  });
});
