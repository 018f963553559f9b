// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema, type Scene } from '../../model/index.js';
import { SceneView } from '../../render/SceneView.js';
import { widgetCatalog, WidgetsContext } from '../../render/widgetDefinition.js';
import { youtubeWidget } from './index.js';
import { YOUTUBE_API_URL, YOUTUBE_DRIFT_CHECK_MS, YOUTUBE_READY_TIMEOUT_MS } from './model.js';
import { YouTubeWidget } from './render.js';
import type { YouTubePlayer, YouTubePlayerOptions } from './youtubeApi.js';

/** A stand-in for the provider's player, by the real API's method names. */
class FakePlayer implements YouTubePlayer {
  static created: FakePlayer[] = [];
  time = 0;
  duration = 212;
  calls: string[] = [];
  seeks: number[] = [];
  constructor(
    readonly element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
    FakePlayer.created.push(this);
  }
  playVideo() {
    this.calls.push('play');
  }
  pauseVideo() {
    this.calls.push('pause');
  }
  mute() {
    this.calls.push('mute');
  }
  seekTo(seconds: number) {
    this.seeks.push(seconds);
    this.time = seconds;
  }
  getCurrentTime() {
    return this.time;
  }
  getDuration() {
    return this.duration;
  }
  destroy() {
    this.calls.push('destroy');
  }
  /** The provider's player finished loading the video. */
  becomeReady() {
    act(() => this.options.events.onReady({ target: this }));
  }
}

const globals = window as unknown as { YT?: unknown };

const sceneWith = (videoId: string, start = 0): Scene =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      {
        _id: 'i',
        start,
        end: start + 30,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'youtube', body: { videoId } },
      },
    ],
  });

interface DrawOptions {
  videoId?: string;
  start?: number;
  sceneOffsetMs?: number;
  active?: boolean;
  onReady?: () => void;
  onDuration?: (seconds: number) => void;
}
const draw = ({ videoId = 'dQw4w9WgXcQ', start = 0, ...props }: DrawOptions = {}) => {
  const scene = sceneWith(videoId, start);
  return (
    <YouTubeWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={props.onReady ?? vi.fn()}
      onDuration={props.onDuration}
      active={props.active}
      sceneOffsetMs={props.sceneOffsetMs}
    />
  );
};

/** Lets the script loader's promise hand the API over. */
const settle = () => act(async () => {});
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakePlayer.created = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete globals.YT;
});

describe('YouTubeWidget with the provider reachable', () => {
  beforeEach(() => {
    globals.YT = { Player: FakePlayer };
  });

  it('creates a muted player without controls and reports the video length once ready', async () => {
    const onReady = vi.fn();
    const onDuration = vi.fn();
    render(draw({ onReady, onDuration }));
    await settle();
    const [player] = FakePlayer.created;
    expect(player?.options.videoId).toBe('dQw4w9WgXcQ');
    expect(player?.options.playerVars).toMatchObject({ mute: 1, controls: 0 });
    expect(screen.queryByTestId('youtube-placeholder')).not.toBeNull();
    expect(onReady).not.toHaveBeenCalled();

    player!.becomeReady();
    expect(player!.calls).toContain('mute');
    expect(onDuration).toHaveBeenCalledExactlyOnceWith(212);
    expect(onReady).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('youtube-placeholder')).toBeNull();
  });

  it('reports the length when it becomes known after ready (live metadata)', async () => {
    const onDuration = vi.fn();
    render(draw({ onDuration }));
    await settle();
    const player = FakePlayer.created[0]!;
    player.duration = 0;
    player.becomeReady();
    expect(onDuration).not.toHaveBeenCalled();
    player.duration = 95;
    act(() => player.options.events.onStateChange({ target: player, data: 1 }));
    act(() => player.options.events.onStateChange({ target: player, data: 2 }));
    expect(onDuration).toHaveBeenCalledExactlyOnceWith(95);
  });

  it('starts at the scene position and seeks back when it drifts more than 4 s', async () => {
    // The layer shows 10 s into the scene; the item starts at 2 s: the video is 8 s in.
    render(draw({ start: 2, sceneOffsetMs: 10_000 }));
    await settle();
    const player = FakePlayer.created[0]!;
    player.becomeReady();
    expect(player.seeks).toEqual([8]);
    expect(player.calls).toContain('play');

    // Buffering for 4 s: the video is 4 s behind, within the threshold.
    tick(4 * YOUTUBE_DRIFT_CHECK_MS);
    expect(player.seeks).toEqual([8]);
    // One more second stuck: 5 s behind scene time, so it is brought to 13 s.
    tick(YOUTUBE_DRIFT_CHECK_MS);
    expect(player.seeks).toEqual([8, 13]);

    // Playing along with scene time: no more seeking.
    for (let s = 14; s <= 20; s++) {
      player.time = s;
      tick(YOUTUBE_DRIFT_CHECK_MS);
    }
    expect(player.seeks).toEqual([8, 13]);
    // Ahead by more than 4 s (a jump) is drift too.
    player.time = 30;
    tick(YOUTUBE_DRIFT_CHECK_MS);
    expect(player.seeks).toEqual([8, 13, 21]);
  });

  it('waits paused while preloaded and plays from scene time once shown', async () => {
    const view = render(draw({ active: false, sceneOffsetMs: 3000 }));
    await settle();
    const player = FakePlayer.created[0]!;
    player.becomeReady();
    expect(player.calls).toContain('pause');
    expect(player.calls).not.toContain('play');
    tick(60_000);
    expect(player.seeks).toEqual([]);

    // Shown 3 s into the scene: it starts there, not at its preloaded 0.
    view.rerender(draw({ active: true, sceneOffsetMs: 3000 }));
    expect(player.calls.at(-1)).toBe('play');
    expect(player.seeks).toEqual([3]);
    // Half a second off at the start is left alone.
    const again = render(draw({ active: true, sceneOffsetMs: 500 }));
    await settle();
    FakePlayer.created[1]!.becomeReady();
    expect(FakePlayer.created[1]!.seeks).toEqual([]);
    again.unmount();
  });

  it("tells an editor's scene view which item's video is how long", async () => {
    const onItemDuration = vi.fn();
    render(
      <WidgetsContext.Provider value={widgetCatalog([youtubeWidget])}>
        <SceneView
          scene={sceneWith('dQw4w9WgXcQ')}
          files={new Map()}
          mediaFit="contain"
          onReady={() => undefined}
          onItemDuration={onItemDuration}
        />
      </WidgetsContext.Provider>,
    );
    await settle();
    FakePlayer.created[0]!.becomeReady();
    expect(onItemDuration).toHaveBeenCalledExactlyOnceWith('i', 212);
  });

  it('stops holding the playlist when the video cannot play here', async () => {
    const onReady = vi.fn();
    render(draw({ onReady }));
    await settle();
    const player = FakePlayer.created[0]!;
    act(() => player.options.events.onError({ target: player, data: 150 }));
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('replaces the player when the video changes', async () => {
    const view = render(draw({ videoId: 'dQw4w9WgXcQ' }));
    await settle();
    view.rerender(draw({ videoId: 'M7lc1UVf-VE' }));
    await settle();
    expect(FakePlayer.created.map((p) => p.options.videoId)).toEqual([
      'dQw4w9WgXcQ',
      'M7lc1UVf-VE',
    ]);
    expect(FakePlayer.created[0]!.calls).toContain('destroy');
  });
});

describe('YouTubeWidget without the provider (offline)', () => {
  it("shows a dark placeholder without words, loads the provider's script once and moves on", async () => {
    const onReady = vi.fn();
    render(
      <>
        {draw({ onReady })}
        {draw({ videoId: 'M7lc1UVf-VE' })}
      </>,
    );
    await settle();
    const placeholders = screen.getAllByTestId('youtube-placeholder');
    expect(placeholders.map((p) => p.dataset.videoId)).toEqual(['dQw4w9WgXcQ', 'M7lc1UVf-VE']);
    // A video's id means nothing to a shop's customers: the placeholder shows no text.
    expect(placeholders.map((p) => p.textContent)).toEqual(['', '']);
    expect(placeholders[0]!.style.backgroundColor).toBe('rgb(17, 17, 17)');
    const scripts = Array.from(document.querySelectorAll('script')).filter(
      (s) => s.src === YOUTUBE_API_URL,
    );
    expect(scripts).toHaveLength(1);

    tick(YOUTUBE_READY_TIMEOUT_MS - 1);
    expect(onReady).not.toHaveBeenCalled();
    tick(1);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('shows nothing and waits for nothing without a video id', () => {
    const onReady = vi.fn();
    render(draw({ videoId: '', onReady }));
    expect(screen.queryByTestId('youtube-placeholder')).toBeNull();
    expect(onReady).toHaveBeenCalled();
  });
});
