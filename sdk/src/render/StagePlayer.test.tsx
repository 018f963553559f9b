// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER_BROWSER_EVENTS, type ItemPlayingDetail } from '../player/runtime/browserEvents.js';
import { parsePlayableContent, type PlayerContent } from '../player/content.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import type { VideoRect } from '../host/hostApi.js';
import { VideoHostContext } from './videoHostContext.js';
import { defaultWidgets } from '../widgets/index.js';
import { StagePlayer, type StagePlayerProps } from './StagePlayer.js';

const API = 'https://marquee.test/graphql';
const zone = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

function contentOf(ids: string[], mediaFit: 'contain' | 'cover' = 'contain'): PlayerContent {
  const parsed = parsePlayableContent(
    imagePlaylistContent(
      ids.map((id) => ({ id, durationS: 1 })),
      { mediaFit, playlistId: ids.join('') },
    ),
    API,
  );
  if (!parsed.ok) throw new Error('fixture must parse');
  return parsed.value;
}

/** The stage with a hand-driven clock: `at(ms)` moves playback to that time. */
function renderStage(content: PlayerContent) {
  let clock = new Subject<number>();
  const makeClock = () => {
    clock = new Subject<number>();
    return clock;
  };
  const view = render(<StagePlayer widgets={defaultWidgets} content={content} clock={makeClock} />);
  return {
    ...view,
    at: (ms: number) => act(() => clock.next(ms)),
  };
}

const image = (id: string) => screen.queryByAltText<HTMLImageElement>(`${id}.png`);
const visibleImages = () =>
  screen
    .queryAllByTestId('stage-layer')
    .filter((layer) => layer.dataset.visible === 'true')
    .map((layer) => layer.querySelector('img')?.alt);
const loaded = (id: string) => act(() => void fireEvent.load(image(id)!));

afterEach(cleanup);

describe('StagePlayer', () => {
  it('shows nothing until the first image has loaded, and preloads the next one hidden', async () => {
    const stage = renderStage(contentOf(['a', 'b', 'c']));
    stage.at(0);
    expect(image('a')).not.toBeNull();
    expect(image('b')).not.toBeNull();
    expect(visibleImages()).toEqual([]);
    loaded('a');
    expect(visibleImages()).toEqual(['a.png']);
    expect(image('a')!.src).toBe('https://marquee.test/blobs/a.png');
  });

  it('keeps the current image on screen until the next one reports loaded', async () => {
    const stage = renderStage(contentOf(['a', 'b', 'c']));
    stage.at(0);
    loaded('a');
    stage.at(1000);
    expect(visibleImages()).toEqual(['a.png']);
    expect(image('b')).not.toBeNull();
    loaded('b');
    expect(visibleImages()).toEqual(['b.png']);
    expect(image('a')).toBeNull();
    expect(image('c')).not.toBeNull();
  });

  it('swaps at once to a next image that was already decoded while hidden', async () => {
    const stage = renderStage(contentOf(['a', 'b']));
    stage.at(0);
    loaded('a');
    loaded('b');
    expect(visibleImages()).toEqual(['a.png']);
    stage.at(1000);
    expect(visibleImages()).toEqual(['b.png']);
    stage.at(2000);
    expect(visibleImages()).toEqual(['a.png']);
  });

  it('keeps old content visible until the new content is ready', async () => {
    const stage = renderStage(contentOf(['a']));
    stage.at(0);
    loaded('a');
    stage.rerender(
      <StagePlayer
        widgets={defaultWidgets}
        content={contentOf(['x'], 'cover')}
        clock={() => new BehaviorSubject(0)}
      />,
    );
    expect(image('x')).not.toBeNull();
    expect(visibleImages()).toEqual(['a.png']);
    loaded('x');
    expect(visibleImages()).toEqual(['x.png']);
    expect(image('a')).toBeNull();
  });

  it('fills the screen honouring the playlist media fit', async () => {
    const stage = renderStage(contentOf(['a'], 'cover'));
    stage.at(0);
    loaded('a');
    expect(image('a')!.style.objectFit).toBe('cover');
    expect(image('a')!.style.width).toBe('100%');
  });
});

describe('StagePlayer across content changes', () => {
  const blank = (id: string, durationS: number) => ({
    _id: `s-${id}`,
    name: id,
    type: 'image',
    duration: durationS,
    sceneItems: [],
  });
  const offer = (id: string) => ({
    _id: id,
    type: 'scene-inline',
    scene: blank(id, 20),
    triggerRules: { type: 'audience-sensor', audienceTarget: { gender: 'any' } },
    triggerPlaybackSettings: { playWhen: 'only-when-triggered', playUntil: 'until-content-ends' },
  });
  const playlist = (items: unknown[], extra: Record<string, unknown> = {}): PlayerContent => {
    const parsed = parsePlayableContent(
      {
        collectionName: 'playlist',
        entityId: 'p',
        content: {
          playlists: [{ _id: 'p', name: 'p', playlistItems: items }],
          scenes: [],
          schedules: [],
          files: [],
          playQuotaCounters: [],
          ...extra,
        },
      },
      API,
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.value;
  };

  /** The stage with a hand-driven clock, recording which items start (as a host sees them). */
  function renderWithEvents(content: PlayerContent, props: Partial<StagePlayerProps> = {}) {
    const events = new EventTarget();
    const started: string[] = [];
    events.addEventListener(PLAYER_BROWSER_EVENTS.itemStarted, (event) =>
      started.push((event as CustomEvent<ItemPlayingDetail>).detail.itemId),
    );
    let clock = new Subject<number>();
    const makeClock = () => (clock = new Subject<number>());
    const player = (next: PlayerContent) => (
      <StagePlayer
        widgets={defaultWidgets}
        content={next}
        clock={makeClock}
        events={events}
        {...props}
      />
    );
    const view = render(player(content));
    return {
      started,
      at: (ms: number) => act(() => clock.next(ms)),
      someoneInFront: () =>
        events.dispatchEvent(
          new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, {
            detail: { categories: [{ gender: 'male', count: 1 }], objects: [] },
          }),
        ),
      update: (next: PlayerContent) => view.rerender(player(next)),
    };
  }

  it('goes on ranking triggers from the history of the items that remain', () => {
    const items = [{ _id: 'loop', type: 'scene-inline', scene: blank('loop', 10) }];
    const stage = renderWithEvents(playlist([...items, offer('first'), offer('second')]));
    stage.at(0);
    stage.someoneInFront();
    stage.at(250); // equal shares: "first" (zone order)
    stage.at(20_250); // "first" had 20 s: "second"
    stage.at(25_250);
    expect(stage.started).toEqual(['loop', 'first', 'second']);

    // New content: an item added in front; the offers keep their item ids.
    const news = { _id: 'news', type: 'scene-inline', scene: blank('news', 5) };
    stage.update(playlist([news, ...items, offer('first'), offer('second')]));
    stage.at(25_500);
    stage.someoneInFront();
    stage.at(25_750);
    // "second" has had 5 s of 25 s, less than its half: it plays again, not "first".
    expect(stage.started.slice(3)).toEqual(['news', 'second']);
  });

  it("starts play quotas from the server's counters and the plays it has not received", () => {
    const adScene = {
      _id: 's-ad',
      name: 'ad',
      type: 'image',
      duration: 1,
      sceneItems: [
        {
          _id: 'i',
          start: 0,
          end: 1,
          x: 0,
          y: 0,
          w: 100,
          h: 100,
          item: { type: 'image', fileId: 'f' },
        },
      ],
    };
    const monday = Date.parse('2026-11-16T09:00:00Z');
    const content = playlist(
      [
        { _id: 'ad', type: 'scene-inline', scene: adScene },
        { _id: 'filler', type: 'scene-inline', scene: blank('filler', 1) },
      ],
      {
        files: [
          {
            _id: 'f',
            name: 'f.png',
            mimetype: 'image/png',
            url: '/blobs/f.png',
            playQuota: { count: 3, period: 'weekly' },
          },
        ],
        playQuotaCounters: [
          { fileId: 'f', period: 'weekly', periodStart: '2026-11-16T00:00:00.000Z', count: 1 },
        ],
      },
    );
    const stage = renderWithEvents(content, {
      timeZone: 'UTC',
      uncountedPlays: () => [{ fileIds: ['f'], startedAt: monday - 60_000 }],
    });
    for (let ms = 0; ms <= 10_000; ms += 250) stage.at(monday + ms);
    // 3 a week, 1 counted by the server, 1 not sent yet: one play left.
    expect(stage.started.filter((id) => id === 'ad')).toHaveLength(1);
  });

  it("gives platform video the item's box on the screen: its zone's box plus its own", async () => {
    const rects: VideoRect[] = [];
    const host = {
      supports: (capability: string) => capability === 'video-preparation',
      video: {
        prepare: (_url: string, rect: VideoRect) => (rects.push(rect), Promise.resolve('h')),
        play: () => Promise.resolve(),
        stop: () => Promise.resolve(),
        release: () => Promise.resolve(),
      },
    };
    const parsed = parsePlayableContent(
      {
        collectionName: 'playlist',
        entityId: 'p',
        content: {
          playlists: [
            {
              _id: 'p',
              name: 'p',
              // Left and right halves; the video plays in the right one, in its lower half.
              layout: { zones: [zone(0, 0, 50, 100), zone(50, 0, 50, 100)] },
              playlistItems: [
                {
                  _id: 'clip',
                  type: 'scene-inline',
                  zoneId: 1,
                  scene: {
                    _id: 'scene-v',
                    name: 'v',
                    type: 'video',
                    duration: 5,
                    sceneItems: [
                      {
                        _id: 'si-v',
                        start: 0,
                        end: 5,
                        ...zone(0, 50, 100, 50),
                        item: { type: 'video', fileId: 'v', body: {} },
                      },
                    ],
                  },
                },
              ],
            },
          ],
          scenes: [],
          schedules: [],
          files: [{ _id: 'v', name: 'v.mp4', mimetype: 'video/mp4', url: '/blobs/v.mp4' }],
          playQuotaCounters: [],
        },
      },
      API,
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    let clock = new Subject<number>();
    render(
      <VideoHostContext.Provider value={host}>
        <StagePlayer
          widgets={defaultWidgets}
          content={parsed.value}
          clock={() => (clock = new Subject<number>())}
        />
      </VideoHostContext.Provider>,
    );
    act(() => clock.next(0));
    await act(async () => {});
    expect(rects).toEqual([{ x: 50, y: 50, w: 50, h: 50 }]);
  });
});
