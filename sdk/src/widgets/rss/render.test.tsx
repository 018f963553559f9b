// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { GraphQLRequestError } from '../../player/server-link/graphqlClient.js';
import {
  drawItem,
  fakeItemData,
  keep,
  recorded,
  SERVER_ORIGIN,
  serverDown,
  type DrawOptions,
} from '../../testing/feedWidgets.js';
import { RSS_FEED_CHECK_MS } from './model.js';
import { RssFeedWidget } from './render.js';

const NEWS = recorded('rss-city-news');
const FEED_URL = 'https://news.example.org/feed.xml';
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-09T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
/**
 * Moves time on a second at a time, as a screen's clock does: each re-render (and the timer it
 * sets for the next entry) happens before the next second.
 */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    await act(async () => vi.advanceTimersByTimeAsync(Math.min(1000, left)));
  }
}
const title = () => screen.queryByTestId('rss-title')?.textContent ?? null;
const placeholder = () => screen.queryByTestId('feed-placeholder-message')?.textContent ?? null;
const TITLES = (NEWS.rssFeed as { feed: { title: string }[] }).feed.map((entry) => entry.title);

async function showNews(body: Record<string, unknown> = {}, options: DrawOptions = {}) {
  const data = fakeItemData(() => NEWS);
  const drawn = drawItem(
    RssFeedWidget,
    data.source,
    'rss_feed',
    { url: FEED_URL, ...body },
    options,
  );
  await settle();
  return { ...data, ...drawn };
}

describe('RssFeedWidget', () => {
  it('asks the server for the feed with its refresh interval and shows the first entry', async () => {
    const { sent, onReady } = await showNews();
    expect(onReady).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      { operation: 'ItemRssFeed', variables: { url: FEED_URL, refreshIntervalInMinutes: 60 } },
    ]);
    expect(title()).toBe(TITLES[0]);
    expect(screen.getByTestId('rss-description').textContent).toMatch(/^Trams run/);
    expect(screen.getByTestId('rss-meta').textContent).toMatch(/2026.* · Jana Nováková$/);
  });

  it.each([
    [0, 0],
    [19_900, 0],
    [20_000, 1],
    [40_000, 2],
    [60_000, 3],
    [80_000, 0],
  ])('at %i ms of item time shows entry %i (20 s each, round and round)', async (ms, index) => {
    await showNews();
    await advance(ms);
    expect(title()).toBe(TITLES[index]);
  });

  it('follows its own entry duration', async () => {
    await showNews({ duration: 5 });
    await advance(4_999);
    expect(title()).toBe(TITLES[0]);
    await advance(1);
    expect(title()).toBe(TITLES[1]);
  });

  it('starting mid-scene, shows the entry the item’s time puts it on', async () => {
    // The item starts at 10 s of the scene; the screen joins the scene at 55 s: 45 s in.
    await showNews({}, { start: 10, sceneOffsetMs: 55_000 });
    expect(title()).toBe(TITLES[2]);
    await advance(15_000);
    expect(title()).toBe(TITLES[3]);
  });

  it('a preloaded layer waits on its first entry until it shows', async () => {
    await showNews({}, { active: false });
    await advance(45_000);
    expect(title()).toBe(TITLES[0]);
  });

  it('shows the picture through the server’s image proxy, and leaves out one that fails', async () => {
    await showNews();
    const image = screen.getByTestId<HTMLImageElement>('rss-image');
    expect(image.src).toBe(
      `${SERVER_ORIGIN}/image-proxy/aHR0cHM6Ly9uZXdzLmV4YW1wbGUub3JnL21lZGlhL3RyYW0tMjIuanBn?s=Jx4bq0Qm1sFv9dP2eWcT7yK3nL8aR5uZ6hG0oIiVtXw`,
    );
    fireEvent.error(image);
    expect(screen.queryByTestId('rss-image')).toBeNull();
    expect(title()).toBe(TITLES[0]);
    // The next entry has no picture and no author: its text and date alone.
    await advance(20_000);
    expect(screen.queryByTestId('rss-image')).toBeNull();
    expect(screen.getByTestId('rss-meta').textContent).not.toContain(' · ');
    // The third has a picture again, and neither text nor date under its title.
    await advance(20_000);
    expect(screen.getByTestId('rss-image').tagName).toBe('IMG');
    expect(screen.queryByTestId('rss-description')).toBeNull();
    expect(screen.queryByTestId('rss-meta')).toBeNull();
    // The fourth names its poster by user name.
    await advance(20_000);
    expect(screen.getByTestId('rss-meta').textContent).toMatch(/ · citylibrary$/);
  });

  it('is black on white unless told otherwise', async () => {
    await showNews();
    const box = screen.getByTestId('rss-widget');
    expect(box.style.color).toBe('rgb(0, 0, 0)');
    expect(box.style.backgroundColor).toBe('rgb(255, 255, 255)');
    cleanup();
    await showNews({ textColor: '#ffffff', backgroundColor: '#102030' });
    expect(screen.getByTestId('rss-widget').style.backgroundColor).toBe('rgb(16, 32, 48)');
  });

  it('lays the picture beside the text or above it, as its orientation says', async () => {
    await showNews({ orientation: 'vertical' });
    expect(screen.getByTestId('rss-entry').style.flexDirection).toBe('column');
  });

  it('without an address, asks nothing, shows its placeholder and does not hold the playlist', async () => {
    const { source, sent } = fakeItemData(() => NEWS);
    const { onReady } = drawItem(RssFeedWidget, source, 'rss_feed', {});
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
    expect(screen.getByTestId('rss-widget').textContent).toBe('News will appear here');
  });

  it('offline after a restart, shows the feed kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, `rss:${FEED_URL}`, NEWS.rssFeed, 3 * 60 * MINUTE);
    const { source, sent } = fakeItemData(serverDown, store);
    const { onReady } = drawItem(RssFeedWidget, source, 'rss_feed', { url: FEED_URL });
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
    expect(title()).toBe(TITLES[0]);
    await advance(20_000);
    expect(title()).toBe(TITLES[1]);
  });

  it('fetches the feed again after its refresh interval', async () => {
    const { sent } = await showNews({ refreshIntervalInMinutes: 15 });
    await advance(14 * MINUTE);
    expect(sent).toHaveLength(1);
    await advance(RSS_FEED_CHECK_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.variables).toEqual({ url: FEED_URL, refreshIntervalInMinutes: 15 });
  });

  it('ignores an answer of the wrong shape, showing its placeholder rather than crashing', async () => {
    const { source } = fakeItemData(() => ({ rssFeed: { feed: [{ title: 42 }] } }));
    drawItem(RssFeedWidget, source, 'rss_feed', { url: FEED_URL });
    await settle();
    expect(screen.queryByTestId('rss-entry')).toBeNull();
    expect(placeholder()).toBe('News will appear here');
  });
});

describe('RssFeedWidget without news to show', () => {
  const COLOURS = { textColor: '#f5e6c8', backgroundColor: '#1b3a4b' };
  const drawWith = (answer: () => unknown, store?: MemoryLocalState, preview = false) => {
    const { source } = fakeItemData(answer, store);
    return drawItem(RssFeedWidget, source, 'rss_feed', { url: FEED_URL, ...COLOURS }, { preview });
  };
  const box = () => screen.getByTestId('rss-widget');
  const hint = () => screen.queryByTestId('feed-hint')?.textContent ?? null;
  const unreachable = (): never => {
    throw new GraphQLRequestError(
      'BAD_USER_INPUT',
      'The feed could not be read: the connection was refused.',
    );
  };

  it('while the first fetch is under way, leaves the box clear: no background, no text', async () => {
    const { onReady } = drawWith(() => new Promise(() => undefined));
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(box().style.backgroundColor).toBe('transparent');
    expect(box().textContent).toBe('');
  });

  it('when the feed fails with nothing kept, shows its placeholder in its own colours', async () => {
    const { onReady } = drawWith(unreachable);
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(box().style.backgroundColor).toBe('rgb(27, 58, 75)');
    expect(placeholder()).toBe('News will appear here');
    expect(screen.getByTestId('feed-placeholder-message').style.color).toBe('rgb(245, 230, 200)');
    expect(screen.getByTestId('feed-placeholder-glyph').dataset.glyph).toBe('news');
    // A screen never says why.
    expect(hint()).toBeNull();
  });

  it('when the feed fails, keeps showing the news kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, `rss:${FEED_URL}`, NEWS.rssFeed, 3 * 60 * MINUTE);
    drawWith(unreachable, store);
    await settle();
    expect(title()).toBe(TITLES[0]);
    expect(placeholder()).toBeNull();
    expect(box().style.backgroundColor).toBe('rgb(27, 58, 75)');
  });

  it('for a feed with no entries, names the feed above the placeholder line', async () => {
    const empty = { rssFeed: { ...(NEWS.rssFeed as object), title: 'City News', feed: [] } };
    drawWith(() => empty);
    await settle();
    expect(screen.getByTestId('feed-placeholder-title').textContent).toBe('City News');
    expect(placeholder()).toBe('News will appear here');
  });

  it('in the editor, says under the placeholder why the feed could not be fetched', async () => {
    drawWith(unreachable, undefined, true);
    await settle();
    expect(placeholder()).toBe('News will appear here');
    expect(hint()).toBe(
      'The feed could not be read: the connection was refused. Screens show this placeholder until it can be fetched.',
    );
  });

  it('in the editor, says the news shown is the last copy when the feed fails', async () => {
    const store = new MemoryLocalState();
    await keep(store, `rss:${FEED_URL}`, NEWS.rssFeed, 3 * 60 * MINUTE);
    drawWith(serverDown, store, true);
    await settle();
    expect(title()).toBe(TITLES[0]);
    expect(hint()).toBe('The Marquee server could not be reached. Showing the last copy fetched.');
  });
});
