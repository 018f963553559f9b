// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import {
  drawItem,
  fakeItemData,
  keep,
  recorded,
  serverDown,
  type DrawOptions,
} from '../../testing/feedWidgets.js';
import { ScrollingTextWidget } from './render.js';

const NEWS = recorded('rss-city-news');
const FEED_URL = 'https://news.example.org/feed.xml';
const NEWS_LINE =
  "Tram line 22 returns to the castle after repairs. Farmers' market opens on the riverbank. " +
  'Will the spring be dry? Library extends opening hours!';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

/** jsdom does no layout: the item's box and the line get these widths (CSS px). */
function layOut({ box, line, height = 100 }: { box: number; line: number; height?: number }) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'scrolling-text' ? line : box;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
}

const drawText = (body: Record<string, unknown>, options?: DrawOptions) =>
  drawItem(ScrollingTextWidget, fakeItemData(serverDown).source, 'scrolling_text', body, options);

const line = () => screen.queryByTestId('scrolling-text');
const still = () => screen.queryByTestId('scrolling-text-placeholder');
const strip = () => screen.getByTestId('scrolling-text-widget');
/** The pass's length in seconds, from the line's CSS animation. */
const passSeconds = () => {
  const { animationName, animationDuration, animationTimingFunction, animationIterationCount } =
    line()!.style;
  expect([animationName, animationTimingFunction, animationIterationCount]).toEqual([
    expect.stringMatching(/^marquee-scroll-/),
    'linear',
    'infinite',
  ]);
  return Number(animationDuration.replace(/s$/, ''));
};
const keyframes = () => document.querySelector('style')?.textContent ?? '';

describe('ScrollingTextWidget', () => {
  it('scrolls the typed text right to left, box plus text wide, at 50 reference px a second', () => {
    // Half a landscape screen wide (960 reference px) drawn 960 CSS px wide: 1 px per px.
    layOut({ box: 960, line: 2040 });
    const { onReady } = drawText({ text: 'Welcome to the Grand Hotel' });
    expect(onReady).toHaveBeenCalledOnce();
    expect(line()?.textContent).toBe('Welcome to the Grand Hotel');
    // From the right edge to past the left: 960 + 2040 px at 50 px/s.
    expect(passSeconds()).toBe(60);
    expect(keyframes()).toContain(`@keyframes ${line()!.style.animationName} {`);
    expect(keyframes()).toMatch(/from \{ transform: translateX\(960px\); \}/);
    expect(keyframes()).toMatch(/to \{ transform: translateX\(-2040px\); \}/);
  });

  it('keeps the same pace on a smaller screen, in reference pixels', () => {
    // The same item on a 960-wide screen: 480 CSS px for 960 reference px.
    layOut({ box: 480, line: 1020 });
    drawText({ text: 'Welcome to the Grand Hotel' });
    expect(passSeconds()).toBe(60);
  });

  it('moves at 0.1 when the item is turned a quarter', () => {
    layOut({ box: 960, line: 2040 });
    drawText({ text: 'Portrait' }, { rotation: 90 });
    expect(passSeconds()).toBe(30_000);
    cleanup();
    drawText({ text: 'Portrait' }, { rotation: 270 });
    expect(passSeconds()).toBe(30_000);
    cleanup();
    drawText({ text: 'Upside down' }, { rotation: 180 });
    expect(passSeconds()).toBe(60);
  });

  it('draws the line in its colours at a size that fills its strip', () => {
    layOut({ box: 960, line: 500, height: 80 });
    drawText({ text: 'Hello', textColor: '#ffcc00', backgroundColor: '#002244' });
    const box = screen.getByTestId('scrolling-text-widget');
    expect(box.style.color).toBe('rgb(255, 204, 0)');
    expect(box.style.backgroundColor).toBe('rgb(0, 34, 68)');
    expect(line()!.style.fontSize).toBe('48px');
  });

  it('is white on black unless told otherwise, and shows typed lines as one', () => {
    layOut({ box: 960, line: 500 });
    drawText({ text: 'Open today\n  until 22:00' });
    const box = screen.getByTestId('scrolling-text-widget');
    expect(box.style.color).toBe('rgb(255, 255, 255)');
    expect(box.style.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(line()?.textContent).toBe('Open today until 22:00');
  });

  it('waits while its layer is preloaded', () => {
    layOut({ box: 960, line: 500 });
    drawText({ text: 'Soon' }, { active: false });
    expect(line()!.style.animationPlayState).toBe('paused');
  });

  it('with the text off, scrolls the feed’s titles as sentences', async () => {
    layOut({ box: 960, line: 4000 });
    const { source, sent } = fakeItemData(() => NEWS);
    const { onReady } = drawItem(ScrollingTextWidget, source, 'scrolling_text', {
      shouldUseText: false,
      text: 'not this',
      url: FEED_URL,
    });
    expect(onReady).toHaveBeenCalledOnce();
    await settle();
    expect(sent).toEqual([
      { operation: 'ItemRssFeed', variables: { url: FEED_URL, refreshIntervalInMinutes: 60 } },
    ]);
    expect(line()?.textContent).toBe(NEWS_LINE);
    expect(passSeconds()).toBe(99.2);
  });

  it('with the text on, never asks for the feed', async () => {
    const { source, sent } = fakeItemData(() => NEWS);
    drawItem(ScrollingTextWidget, source, 'scrolling_text', { text: 'Hi', url: FEED_URL });
    await settle();
    expect(sent).toEqual([]);
    expect(line()?.textContent).toBe('Hi');
  });

  it('offline after a restart, scrolls the titles kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, `rss:${FEED_URL}`, NEWS.rssFeed, 5 * 3_600_000);
    const { source } = fakeItemData(serverDown, store);
    drawItem(ScrollingTextWidget, source, 'scrolling_text', {
      shouldUseText: false,
      url: FEED_URL,
      refreshIntervalInMinnutes: 30,
    });
    await settle();
    expect(line()?.textContent).toBe(NEWS_LINE);
  });

  it('with no text, shows its background only and does not hold the playlist', () => {
    const { onReady } = drawText({ text: '   ', backgroundColor: '#102030' });
    expect(onReady).toHaveBeenCalledOnce();
    expect(line()).toBeNull();
    expect(still()).toBeNull();
    expect(strip().style.backgroundColor).toBe('rgb(16, 32, 48)');
  });
});

describe('ScrollingTextWidget with a feed that has nothing to show', () => {
  const FEED_BODY = {
    shouldUseText: false,
    url: FEED_URL,
    textColor: '#ffd000',
    backgroundColor: '#202020',
  };
  const drawFeed = (answer: () => unknown, store?: MemoryLocalState, preview = false) =>
    drawItem(ScrollingTextWidget, fakeItemData(answer, store).source, 'scrolling_text', FEED_BODY, {
      preview,
    });

  it('while the first fetch is under way, leaves the strip clear: no background, no line', async () => {
    const { onReady } = drawFeed(() => new Promise(() => undefined));
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(strip().style.backgroundColor).toBe('transparent');
    expect(strip().textContent).toBe('');
  });

  it('when the feed fails with nothing kept, holds a still line in its own colours', async () => {
    const { onReady } = drawFeed(serverDown);
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(line()).toBeNull();
    expect(still()?.textContent).toBe('News will appear here');
    expect(strip().style.color).toBe('rgb(255, 208, 0)');
    expect(strip().style.backgroundColor).toBe('rgb(32, 32, 32)');
    expect(screen.queryByTestId('feed-hint')).toBeNull();
  });

  it('when the feed fails, keeps scrolling the titles kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, `rss:${FEED_URL}`, NEWS.rssFeed, 5 * 3_600_000);
    drawFeed(serverDown, store);
    await settle();
    expect(line()?.textContent).toBe(NEWS_LINE);
    expect(still()).toBeNull();
  });

  it('for a feed with no entries, holds the feed’s title still', async () => {
    drawFeed(() => ({ rssFeed: { ...(NEWS.rssFeed as object), title: 'City News', feed: [] } }));
    await settle();
    expect(still()?.textContent).toBe('City News');
  });

  it('in the editor, says why the feed could not be fetched', async () => {
    drawFeed(serverDown, undefined, true);
    await settle();
    expect(screen.getByTestId('feed-hint').textContent).toBe(
      'The Marquee server could not be reached. Screens show this placeholder until it can be fetched.',
    );
  });
});
