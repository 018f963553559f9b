// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { HostFetch } from '../../host/index.js';
import { MemoryLocalState } from '../../host/localState.js';
import { sceneSchema, type SceneItem } from '../../model/index.js';
import { offlineItemData, type ItemDataSource } from '../../player/itemData.js';
import { ItemDataContext } from '../../render/itemDataContext.js';
import { KEPT_DATA_PREFIX } from '../../render/keptData.js';
import { instagramPublicFeedWidget, instagramWidget } from './index.js';
import type { InstagramMedia } from './model.js';

const fixtures = resolve(import.meta.dirname, '../../../../fixtures/instagram') + '/';
const answer = (name: string) =>
  JSON.parse(readFileSync(fixtures + name, 'utf8')).data as Record<
    string,
    { media: InstagramMedia[] }
  >;
const FEED = answer('item-instagram-feed.json');
const PUBLIC_FEED = answer('item-instagram-public-feed.json');
const FEED_ID = '01JDQ4W9Z3K8M2N5P7R1T3V5X7';
const PUBLIC_ID = '01JDQ5B2C4D6E8F0G2H4J6K8M0';
const ORIGIN = 'https://marquee.test';
const MINUTE = 60_000;

const itemOf = (type: string, body: Record<string, unknown>, start = 0): SceneItem =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'multimedial',
    sceneItems: [{ _id: 'i', start, end: 120, x: 0, y: 0, w: 50, h: 50, item: { type, body } }],
  }).sceneItems[0]!;

interface Fake {
  source: ItemDataSource;
  store: MemoryLocalState;
  request: Mock<(...args: unknown[]) => Promise<unknown>>;
  fetch: Mock<HostFetch>;
}

/** A data source answering the feed queries with `answers` (or failing when it throws). */
function fakeSource(answers: () => unknown, pictureStatus = 200): Fake {
  const store = new MemoryLocalState();
  const request = vi.fn(async (..._args: unknown[]) => answers());
  const fetch = vi.fn<HostFetch>(async () => new Response(null, { status: pictureStatus }));
  const source: ItemDataSource = {
    ...offlineItemData(),
    store,
    serverOrigin: ORIGIN,
    request: request as ItemDataSource['request'],
    fetch,
  };
  return { source, store, request, fetch };
}

function show(
  fake: Fake,
  type: 'instagram' | 'instagram_public_feed',
  body: Record<string, unknown>,
  extra: { sceneOffsetMs?: number; start?: number; preview?: boolean } = {},
) {
  const widget = type === 'instagram' ? instagramWidget : instagramPublicFeedWidget;
  const sceneItem = itemOf(type, body, extra.start);
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'multimedial',
    sceneItems: [sceneItem],
  });
  const onReady = vi.fn();
  const view = render(
    <ItemDataContext.Provider value={fake.source}>
      <widget.Render
        sceneItem={sceneItem}
        scene={scene}
        files={new Map()}
        onReady={onReady}
        sceneOffsetMs={extra.sceneOffsetMs}
        preview={extra.preview}
      />
    </ItemDataContext.Provider>,
  );
  return { onReady, view };
}

/** Lets the kept-data reads and loads settle without moving time. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const shownId = () => screen.getByTestId('instagram-post').getAttribute('data-media-id');
const placeholder = () => screen.queryByTestId('feed-placeholder-message')?.textContent ?? null;
const picture = () => screen.queryByTestId<HTMLImageElement>('instagram-picture');
const proxied = (media: InstagramMedia) => ORIGIN + media.proxyUrl;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2024, 10, 25, 12) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Instagram feed item', () => {
  it('shows each post of the feed for 30 s, through the image proxy, black on white', async () => {
    const fake = fakeSource(() => FEED);
    const { onReady } = show(fake, 'instagram', { feedId: FEED_ID });
    expect(onReady).toHaveBeenCalled();
    await settle();
    expect(fake.request.mock.calls[0]![1]).toEqual({ id: FEED_ID });
    const [first, second, third] = FEED.instagramFeed!.media;
    expect(shownId()).toBe(first!.id);
    expect(picture()!.getAttribute('src')).toBe(proxied(first!));
    expect(screen.getByTestId('instagram-username').textContent).toBe('@cafe.letna');
    expect(screen.getByTestId('instagram-caption').textContent).toBe(first!.caption);
    const post = screen.getByTestId('instagram-post');
    expect(post.style.color).toBe('rgb(0, 0, 0)');
    expect(post.style.backgroundColor).toBe('rgb(255, 255, 255)');

    await wait(29_999);
    expect(shownId()).toBe(first!.id);
    await wait(1);
    // A video plays as its proxied still.
    expect(shownId()).toBe(second!.id);
    expect(post.getAttribute('data-media-type')).toBe('VIDEO');
    expect(picture()!.getAttribute('src')).toBe(proxied(second!));
    await wait(30_000);
    // A post without a caption shows its account alone.
    expect(shownId()).toBe(third!.id);
    expect(screen.queryByTestId('instagram-caption')).toBeNull();
    await wait(30_000);
    expect(shownId()).toBe(first!.id);
  });

  it('starting mid-scene, shows the post the item time lands on', async () => {
    const fake = fakeSource(() => FEED);
    // Item starts at 10 s of the scene; the layer starts at 75 s: 65 s in, the third post.
    show(
      fake,
      'instagram',
      { feedId: FEED_ID, duration: 30 },
      { start: 10, sceneOffsetMs: 75_000 },
    );
    await settle();
    expect(shownId()).toBe(FEED.instagramFeed!.media[2]!.id);
  });

  it('uses the colours and seconds of its body', async () => {
    const fake = fakeSource(() => FEED);
    show(fake, 'instagram', {
      feedId: FEED_ID,
      duration: 5,
      textColor: '#ff0000',
      backgroundColor: '#00ff00',
    });
    await settle();
    expect(screen.getByTestId('instagram-post').style.color).toBe('rgb(255, 0, 0)');
    expect(screen.getByTestId('instagram-widget').style.backgroundColor).toBe('rgb(0, 255, 0)');
    await wait(5_000);
    expect(shownId()).toBe(FEED.instagramFeed!.media[1]!.id);
  });

  it('offline, shows the copy kept for its own feed id and not another feed’s', async () => {
    const kept = FEED.instagramFeed!.media.slice(1);
    const fake = fakeSource(() => {
      throw new Error('network is down');
    });
    await fake.store.set(`${KEPT_DATA_PREFIX}instagram:${FEED_ID}`, {
      data: kept,
      fetchedAt: Date.now() - 5 * 3_600_000,
    });
    show(fake, 'instagram', { feedId: FEED_ID });
    await settle();
    expect(shownId()).toBe(kept[0]!.id);
    await wait(10 * MINUTE);
    expect(fake.request.mock.calls.length).toBeGreaterThan(1);
    // Ten minutes on, still a kept post (it may have moved on to the next one).
    expect(kept.map((post) => post.id)).toContain(shownId());
    cleanup();

    show(fake, 'instagram', { feedId: 'another-feed' });
    await settle();
    expect(screen.queryByTestId('instagram-post')).toBeNull();
  });

  it('with nothing kept and no server, shows its placeholder in its colours and is ready', async () => {
    const fake = fakeSource(() => {
      throw new Error('network is down');
    });
    const { onReady } = show(fake, 'instagram', {
      feedId: FEED_ID,
      textColor: '#3a0ca3',
      backgroundColor: '#f1e9da',
    });
    await settle();
    expect(onReady).toHaveBeenCalled();
    expect(screen.queryByTestId('instagram-post')).toBeNull();
    expect(placeholder()).toBe('Posts will appear here');
    expect(screen.getByTestId('feed-placeholder-message').style.color).toBe('rgb(58, 12, 163)');
    expect(screen.getByTestId('instagram-widget').style.backgroundColor).toBe('rgb(241, 233, 218)');
    expect(screen.queryByTestId('feed-hint')).toBeNull();
  });

  it('while its first posts are fetched, leaves the box clear', async () => {
    const fake = fakeSource(() => new Promise(() => undefined));
    const { onReady } = show(fake, 'instagram', { feedId: FEED_ID });
    await settle();
    expect(onReady).toHaveBeenCalled();
    expect(screen.getByTestId('instagram-widget').style.backgroundColor).toBe('transparent');
    expect(screen.getByTestId('instagram-widget').textContent).toBe('');
  });

  it('in the editor, says why the posts could not be fetched', async () => {
    const fake = fakeSource(() => {
      throw new Error('This Instagram feed is not connected');
    });
    show(fake, 'instagram', { feedId: FEED_ID }, { preview: true });
    await settle();
    expect(placeholder()).toBe('Posts will appear here');
    expect(screen.getByTestId('feed-hint').textContent).toBe(
      'This Instagram feed is not connected. Screens show this placeholder until it can be fetched.',
    );
  });

  it('a public profile with nothing to show names the profile over its placeholder', async () => {
    const fake = fakeSource(() => ({ instagramPublicFeed: { _id: PUBLIC_ID, media: [] } }));
    show(fake, 'instagram_public_feed', { feedId: PUBLIC_ID, username: 'citylibrary' });
    await settle();
    expect(screen.getByTestId('feed-placeholder-title').textContent).toBe('@citylibrary');
    expect(placeholder()).toBe('Posts will appear here');
  });

  it('with nothing kept and no server, shows the posts the editor saved in the body', async () => {
    const fake = fakeSource(() => {
      throw new Error('network is down');
    });
    const saved = FEED.instagramFeed!.media.slice(0, 1);
    show(fake, 'instagram', { feedId: FEED_ID, dataCache: saved });
    await settle();
    expect(shownId()).toBe(saved[0]!.id);
  });

  it('keeps what it shows when the server answers something unexpected', async () => {
    let good = true;
    const fake = fakeSource(() => (good ? FEED : { instagramFeed: { media: 'nonsense' } }));
    show(fake, 'instagram', { feedId: FEED_ID });
    await settle();
    good = false;
    await wait(61 * MINUTE);
    expect(fake.request.mock.calls.length).toBeGreaterThan(1);
    // Still a post of the feed it had (it may have moved on to the next one), with its picture.
    const posts = FEED.instagramFeed!.media;
    expect(posts.map((post) => post.id)).toContain(shownId());
    expect(picture()!.getAttribute('src')).toBe(
      proxied(posts.find((post) => post.id === shownId())!),
    );
  });

  it('asks nothing while the item has no feed yet, and shows its placeholder', async () => {
    const fake = fakeSource(() => FEED);
    const { onReady } = show(fake, 'instagram', {});
    await settle();
    expect(onReady).toHaveBeenCalled();
    expect(fake.request).not.toHaveBeenCalled();
    expect(placeholder()).toBe('Posts will appear here');
  });
});

describe('an expired picture (the proxy answers 403)', () => {
  it('refetches the feed with refresh once a minute at most, showing the post as text meanwhile', async () => {
    const fresh = {
      instagramFeed: {
        ...FEED.instagramFeed,
        media: FEED.instagramFeed!.media.map((m) => ({
          ...m,
          proxyUrl: `${m.proxyUrl}&renewed=1`,
        })),
      },
    };
    let answers: unknown = FEED;
    const fake = fakeSource(() => answers, 403);
    // Two minutes a post: the first stays up all along.
    show(fake, 'instagram', { feedId: FEED_ID, duration: 120 });
    await settle();
    const first = FEED.instagramFeed!.media[0]!;

    fireEvent.error(picture()!);
    // Never a broken picture: the post shows as its account and caption.
    expect(picture()).toBeNull();
    expect(screen.getByTestId('instagram-caption').textContent).toBe(first.caption);
    answers = FEED; // still the expired addresses
    await settle();
    expect(fake.fetch).toHaveBeenCalledWith(proxied(first), { method: 'HEAD' });
    expect(fake.request).toHaveBeenCalledTimes(2);
    expect(fake.request.mock.calls[1]![1]).toEqual({ id: FEED_ID, refresh: true });

    // The retry 10 s later fails again: within the minute, no more refetches.
    await wait(10_000);
    fireEvent.error(picture()!);
    await settle();
    expect(fake.request).toHaveBeenCalledTimes(2);

    // A minute after the first, one more, and this time Instagram gave new addresses.
    answers = fresh;
    await wait(MINUTE - 10_000);
    fireEvent.error(picture()!);
    await settle();
    expect(fake.request).toHaveBeenCalledTimes(3);
    expect(fake.request.mock.calls[2]![1]).toEqual({ id: FEED_ID, refresh: true });
    expect(picture()!.getAttribute('src')).toBe(`${proxied(first)}&renewed=1`);
  });

  it('a picture failing for another reason is not refetched but tried again after 10 s', async () => {
    const fake = fakeSource(() => FEED);
    fake.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    show(fake, 'instagram', { feedId: FEED_ID });
    await settle();
    fireEvent.error(picture()!);
    await settle();
    expect(picture()).toBeNull();
    expect(fake.request).toHaveBeenCalledTimes(1);
    await wait(10_000);
    expect(picture()!.getAttribute('src')).toBe(proxied(FEED.instagramFeed!.media[0]!));
  });

  it('asks with GET when the proxy does not take HEAD', async () => {
    const fake = fakeSource(() => FEED);
    fake.fetch.mockImplementation(
      async (_url: string, init?: RequestInit) =>
        new Response(null, { status: init?.method === 'HEAD' ? 405 : 403 }),
    );
    show(fake, 'instagram', { feedId: FEED_ID });
    await settle();
    fireEvent.error(picture()!);
    await settle();
    expect(fake.fetch).toHaveBeenCalledTimes(2);
    expect(fake.request.mock.calls.at(-1)![1]).toEqual({ id: FEED_ID, refresh: true });
  });
});

describe('Instagram public feed item', () => {
  it('loads the profile by id and user name, 10 s a post, white on black', async () => {
    const fake = fakeSource(() => PUBLIC_FEED);
    show(fake, 'instagram_public_feed', { feedId: PUBLIC_ID, username: 'natgeo' });
    await settle();
    expect(fake.request.mock.calls[0]![1]).toEqual({ id: PUBLIC_ID, username: 'natgeo' });
    const [first, second] = PUBLIC_FEED.instagramPublicFeed!.media;
    expect(shownId()).toBe(first!.id);
    const post = screen.getByTestId('instagram-post');
    expect(post.style.color).toBe('rgb(255, 255, 255)');
    expect(post.style.backgroundColor).toBe('rgb(0, 0, 0)');
    await wait(10_000);
    expect(shownId()).toBe(second!.id);
    await wait(10_000);
    expect(shownId()).toBe(first!.id);
  });

  it('shows captions only with showCaption', async () => {
    const fake = fakeSource(() => PUBLIC_FEED);
    show(fake, 'instagram_public_feed', {
      feedId: PUBLIC_ID,
      username: 'natgeo',
      showCaption: false,
    });
    await settle();
    expect(screen.queryByTestId('instagram-caption')).toBeNull();
    expect(screen.getByTestId('instagram-username').textContent).toBe('@natgeo');
  });

  it('refetches an expired profile with refresh too', async () => {
    const fake = fakeSource(() => PUBLIC_FEED, 403);
    show(fake, 'instagram_public_feed', { feedId: PUBLIC_ID, username: 'natgeo' });
    await settle();
    fireEvent.error(picture()!);
    await settle();
    expect(fake.request.mock.calls.at(-1)![1]).toEqual({
      id: PUBLIC_ID,
      username: 'natgeo',
      refresh: true,
    });
  });
});
