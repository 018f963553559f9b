import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFeedFixtureServer,
  type FeedFixtureServer,
} from '../../../../../fixtures/feeds/server.js';
import { RATE_LIMITS } from '../../../rate-limits.js';
import { codeOf, messageOf, TestServer } from '../../../test/harness.js';
import { FeedsGeoCodingDocument } from '../../../test/graphql/generated.js';
import { PLACE_SEARCHES_RATE_MESSAGE } from './service.js';

// The weather editor's place search asks Open-Meteo's geocoding (here its recorded answers) for
// every search: of 200 searches one person sends at once, exactly the minute's limit get through.

const BURST = 200;

describe('place searches under a burst of 200', () => {
  let t: TestServer;
  let fixture: FeedFixtureServer;
  let token: string;

  beforeAll(async () => {
    fixture = await startFeedFixtureServer({ today: () => t.clock.now() });
    t = await TestServer.start({
      WEATHER_API_URL: fixture.origin,
      GEOCODING_API_URL: `${fixture.origin}/`,
      OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${fixture.port}`,
    });
    token = await t.signIn();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), fixture.stop()]);
  });

  it('answers exactly 30 and refuses the rest with the limit’s sentence', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        t.attempt(FeedsGeoCodingDocument, { data: { query: 'Brno' } }, { token }),
      ),
    );
    const { limit } = RATE_LIMITS.placeSearchesPerUser;
    expect(answers.filter((a) => a.data?.geoCoding?.name === 'Brno')).toHaveLength(limit);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(BURST - limit);
    for (const answer of refused) {
      expect(codeOf(answer)).toBe('TOO_MANY_REQUESTS');
      expect(messageOf(answer)).toBe(PLACE_SEARCHES_RATE_MESSAGE);
    }
    // The next minute opens a new window.
    t.clock.advance(60_000);
    const next = await t.attempt(FeedsGeoCodingDocument, { data: { query: 'Brno' } }, { token });
    expect(next.data?.geoCoding?.name).toBe('Brno');
  });
});
