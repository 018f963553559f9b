import { describe, expect, it } from 'vitest';
import { lastSeenLabel } from './deviceFacts';
import { playingFact } from './playingFact';

const shopPromo = { collectionName: 'playlist' as const, entityId: 'p1', name: 'Shop promo' };
const lastSeenAt = '2026-03-02T10:00:00.000Z';

describe('playingFact', () => {
  it('says Playing when nothing says the screen is not playing what was published', () => {
    expect(
      playingFact({ publishedContent: shopPromo, notPlayingReason: null, lastSeenAt }),
    ).toEqual({ label: 'Playing', value: 'Shop promo' });
    expect(playingFact({ publishedContent: null, notPlayingReason: null, lastSeenAt })).toEqual({
      label: 'Playing',
      value: 'Nothing published',
    });
  });

  it('says an offline screen has not picked up the publish, and since when it is away', () => {
    expect(
      playingFact({ publishedContent: shopPromo, notPlayingReason: 'notPickedUp', lastSeenAt }),
    ).toEqual({
      label: 'Published',
      value: `Shop promo — the screen has not picked it up yet (offline since ${lastSeenLabel(lastSeenAt)})`,
    });
    expect(
      playingFact({
        publishedContent: shopPromo,
        notPlayingReason: 'notPickedUp',
        lastSeenAt: null,
      }).value,
    ).toBe('Shop promo — the screen has not picked it up yet (it has not connected yet)');
  });

  it('says content left in another space will not play on a moved screen', () => {
    expect(
      playingFact({ publishedContent: shopPromo, notPlayingReason: 'otherSpace', lastSeenAt }),
    ).toEqual({
      label: 'Published',
      value:
        'Shop promo — it is in another space, so this screen will not play it. Publish content of the screen’s space to it.',
    });
  });
});
