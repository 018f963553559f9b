// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CompiledEntry } from '../../engine/index.js';
import type { HostAPI } from '../../host/hostApi.js';
import { sceneSchema, type Scene } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { itemMachine } from '../../player/machines/itemMachine.js';
import { ZoneStage, type StageLayer } from '../../render/ZoneStage.js';
import { ZoneBoxContext } from '../../render/zoneBox.js';
import { widgetCatalog, WidgetsContext } from '../../render/widgetDefinition.js';
import { defaultWidgets } from '../index.js';
import { VideoHostContext } from '../../render/videoHostContext.js';
import { RotatedStage } from '../../render/RotatedStage.js';
import { HostError } from '../../host/hostError.js';
import { VIDEO_RELOAD_COOLDOWN_MS, videoStartSeconds } from './model.js';
import { VideoWidget } from './render.js';

const catalog = widgetCatalog(defaultWidgets);
const withWidgets = (node: ReactNode) => (
  <WidgetsContext.Provider value={catalog}>{node}</WidgetsContext.Provider>
);

const fileOf = (id: string): PlayableFile => ({
  _id: id,
  name: `${id}.mp4`,
  mimetype: 'video/mp4',
  url: `https://marquee.test/blobs/${id}.mp4`,
  checksum: '',
  fileSizeInBytes: 1,
  width: 1920,
  height: 1080,
  duration: 2,
  pageCount: null,
  playQuota: null,
});
const files = new Map(['a', 'b'].map((id) => [id, fileOf(id)]));

const sceneOf = (fileId: string): Scene =>
  sceneSchema.parse({
    _id: `scene-${fileId}`,
    name: fileId,
    type: 'video',
    sceneItems: [
      {
        _id: `item-${fileId}`,
        start: 0,
        end: 2,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'video', fileId, body: {} },
      },
    ],
  });

/**
 * A zone layer with its item machine, as the stage mounts one per scene: the same scene asked
 * for again in a test is the same layer (a preloaded item is the one that then plays).
 */
let layers = new Map<string, StageLayer>();
const layerOf = (fileId: string): StageLayer => {
  let layer = layers.get(fileId);
  if (!layer) {
    const entry = { key: fileId, scene: sceneOf(fileId) } as CompiledEntry;
    const item = createActor(itemMachine, { input: { zoneId: 0, entry } }).start();
    layer = { key: fileId, entry, files, mediaFit: 'cover', item };
    layers.set(fileId, layer);
  }
  return layer;
};

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  layers = new Map();
  // jsdom has no media pipeline: record what the widget asks of the element.
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const videoOf = (fileId: string) =>
  document.querySelector(`[data-layer-key="${fileId}"] video`) as HTMLVideoElement;

/** What the browser does once the frame at the current position is decoded. */
function decodeFirstFrame(video: HTMLVideoElement) {
  Object.defineProperty(video, 'readyState', { configurable: true, value: 2 });
  fireEvent.loadedData(video);
}

const visibleKeys = () =>
  screen
    .getAllByTestId('stage-layer')
    .filter((layer) => layer.dataset.visible === 'true')
    .map((layer) => layer.dataset.layerKey);

const withSound = new Map([['a', { ...fileOf('a'), muted: false }]]);

describe('VideoWidget', () => {
  it('waits hidden and paused until its first frame is decoded, then reports ready', () => {
    const onReady = vi.fn();
    const scene = sceneOf('a');
    render(
      <VideoWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={files}
        mediaFit="stretch"
        onReady={onReady}
        active={false}
      />,
    );
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    expect(video.muted).toBe(true); // silent: its play settings do not give it sound
    expect(video.preload).toBe('auto');
    expect(video.style.objectFit).toBe('fill');
    expect(play).not.toHaveBeenCalled();
    fireEvent.canPlay(video); // no frame yet (readyState 0)
    expect(onReady).not.toHaveBeenCalled();
    decodeFirstFrame(video);
    expect(onReady).toHaveBeenCalledOnce();
    expect(play).not.toHaveBeenCalled();
  });

  it('is not ready while it is still seeking away from its first frame', () => {
    const onReady = vi.fn();
    const scene = sceneOf('a');
    render(
      <VideoWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={files}
        onReady={onReady}
      />,
    );
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    Object.defineProperty(video, 'seeking', { configurable: true, value: true });
    decodeFirstFrame(video);
    expect(onReady).not.toHaveBeenCalled();
    Object.defineProperty(video, 'seeking', { configurable: true, value: false });
    fireEvent.seeked(video);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('swaps to the primed next video in one step: always one visible layer, the next one playing', () => {
    const view = render(withWidgets(<ZoneStage current={layerOf('a')} preload={[layerOf('b')]} />));
    decodeFirstFrame(videoOf('a'));
    expect(visibleKeys()).toEqual(['a']);
    expect(play.mock.contexts).toEqual([videoOf('a')]);

    // The next video primes while hidden: paused on its first frame, not playing.
    decodeFirstFrame(videoOf('b'));
    expect(play.mock.contexts).toEqual([videoOf('a')]);

    view.rerender(withWidgets(<ZoneStage current={layerOf('b')} preload={[]} />));
    expect(visibleKeys()).toEqual(['b']);
    expect(play.mock.contexts.at(-1)).toBe(videoOf('b'));
    expect(videoOf('a')).toBeNull();
  });

  it('keeps the previous video on screen while the next one is not primed yet', () => {
    const view = render(withWidgets(<ZoneStage current={layerOf('a')} preload={[]} />));
    decodeFirstFrame(videoOf('a'));
    view.rerender(withWidgets(<ZoneStage current={layerOf('b')} preload={[]} />));
    expect(visibleKeys()).toEqual(['a']);
    expect(play.mock.contexts).not.toContain(videoOf('b'));
    decodeFirstFrame(videoOf('b'));
    expect(visibleKeys()).toEqual(['b']);
    expect(play.mock.contexts.at(-1)).toBe(videoOf('b'));
  });

  it('starts mid-scene at the position playlist time puts it, primed there before it shows', () => {
    // Playback lands 1.5 s into the scene (a boot or new content in the middle of the video).
    const layer = { ...layerOf('a'), offsetMs: 1500 };
    const view = render(withWidgets(<ZoneStage current={layer} preload={[]} />));
    const video = videoOf('a');
    let time = 0;
    const seeks: number[] = [];
    Object.defineProperty(video, 'currentTime', {
      configurable: true,
      get: () => time,
      set: (value: number) => {
        seeks.push(value);
        time = value;
      },
    });
    Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
    fireEvent.loadedMetadata(video);
    expect(seeks).toEqual([1.5]);

    // Frame 0 decoded while the seek is under way: not the frame to show.
    Object.defineProperty(video, 'seeking', { configurable: true, value: true });
    decodeFirstFrame(video);
    expect(visibleKeys()).toEqual([]);
    expect(play).not.toHaveBeenCalled();

    Object.defineProperty(video, 'seeking', { configurable: true, value: false });
    fireEvent.seeked(video);
    expect(visibleKeys()).toEqual(['a']);
    expect(play.mock.contexts).toEqual([video]);

    // Playing, its time is its own: no seek back to where it started.
    time = 1.9;
    view.rerender(withWidgets(<ZoneStage current={layer} preload={[]} />));
    fireEvent.canPlay(video);
    expect(seeks).toEqual([1.5]);
  });

  it('takes the start position from the scene item start and the file length', () => {
    expect(videoStartSeconds(undefined, 0, 2)).toBe(0);
    expect(videoStartSeconds(1500, 0, 2)).toBe(1.5);
    expect(videoStartSeconds(1500, 1, 2)).toBe(0.5);
    expect(videoStartSeconds(500, 1, 2)).toBe(0);
    // A scene longer than its video: the last frame.
    expect(videoStartSeconds(5000, 0, 2)).toBe(2);
    expect(videoStartSeconds(5000, 0, null)).toBe(5);
  });

  it('does not hold the playlist on a broken video and reloads it with a cache breaker', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    const scene = sceneOf('a');
    render(
      <VideoWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={files}
        onReady={onReady}
      />,
    );
    fireEvent.error(screen.getByTestId('video-widget'));
    expect(onReady).toHaveBeenCalledOnce();
    act(() => void vi.advanceTimersByTime(VIDEO_RELOAD_COOLDOWN_MS - 1));
    expect(screen.getByTestId<HTMLVideoElement>('video-widget').src).toBe(files.get('a')!.url);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId<HTMLVideoElement>('video-widget').src).toBe(
      `${files.get('a')!.url}?retry=1`,
    );
  });

  it('plays with sound when its file is not muted', () => {
    const scene = sceneOf('a');
    render(
      <VideoWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={withSound}
        onReady={vi.fn()}
      />,
    );
    expect(screen.getByTestId<HTMLVideoElement>('video-widget').muted).toBe(false);
    expect(play).toHaveBeenCalledOnce();
  });

  it('plays muted rather than not at all where the screen refuses sound', async () => {
    const refusal = new DOMException('play() needs a user gesture', 'NotAllowedError');
    play.mockImplementation(function (this: HTMLMediaElement) {
      return this.muted ? Promise.resolve() : Promise.reject(refusal);
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const scene = sceneOf('a');
    render(
      <VideoWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={withSound}
        onReady={vi.fn()}
      />,
    );
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    await act(async () => {});
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.src).toBe(files.get('a')!.url); // no reload: it plays
    expect(warn).toHaveBeenCalledWith('Video with sound was refused: playing it muted', {
      url: files.get('a')!.url,
    });
  });

  it("uses the platform's player where the host supports video preparation", async () => {
    const calls: string[] = [];
    const video: HostAPI['video'] = {
      prepare: (url) => (calls.push(`prepare ${url}`), Promise.resolve('h1')),
      play: (handle) => (calls.push(`play ${handle}`), Promise.resolve()),
      stop: (handle) => (calls.push(`stop ${handle}`), Promise.resolve()),
      release: (handle) => (calls.push(`release ${handle}`), Promise.resolve()),
    };
    const host = { supports: (c: string) => c === 'video-preparation', video };
    const onReady = vi.fn();
    const scene = sceneOf('a');
    const widget = (active: boolean) => (
      <VideoHostContext.Provider value={host}>
        <VideoWidget
          sceneItem={scene.sceneItems[0]!}
          scene={scene}
          files={files}
          onReady={onReady}
          active={active}
        />
      </VideoHostContext.Provider>
    );
    const view = render(widget(false));
    await act(async () => {});
    expect(onReady).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('video-widget')).toBeNull();
    view.rerender(widget(true));
    await act(async () => {});
    view.unmount();
    // Prepared while hidden, played when shown; never stopped before it played.
    expect(calls).toEqual([`prepare ${files.get('a')!.url}`, 'play h1', 'release h1']);
  });

  it('places platform video by its zone and item boxes, and logs a failed call', async () => {
    const rects: unknown[] = [];
    const warn = vi.fn();
    const video: HostAPI['video'] = {
      prepare: (_url, rect) => (rects.push(rect), Promise.resolve('h1')),
      play: () => Promise.reject(new Error('InvalidStateError')),
      stop: () => Promise.resolve(),
      release: () => Promise.resolve(),
    };
    const host = { supports: (c: string) => c === 'video-preparation', video, logger: { warn } };
    const scene = sceneOf('a');
    const item = { ...scene.sceneItems[0]!, x: 10, y: 20, w: 50, h: 50 };
    render(
      <VideoHostContext.Provider value={host}>
        <ZoneBoxContext.Provider value={{ x: 50, y: 0, w: 50, h: 50 }}>
          <VideoWidget sceneItem={item} scene={scene} files={files} onReady={() => undefined} />
        </ZoneBoxContext.Provider>
      </VideoHostContext.Provider>,
    );
    await act(async () => {});
    expect(rects).toEqual([{ x: 55, y: 10, w: 25, h: 25 }]);
    expect(warn).toHaveBeenCalledWith('Platform video play failed', {
      url: files.get('a')!.url,
      error: new Error('InvalidStateError'),
    });
  });

  it('tells the platform player the sound and stage rotation; one that cannot show them hands over quietly', async () => {
    const asked: unknown[] = [];
    const warn = vi.fn();
    const video: HostAPI['video'] = {
      prepare: (_url, _rect, options) => {
        asked.push(options);
        return Promise.reject(new HostError('METHOD_NOT_AVAILABLE', 'AVPlay has no mute'));
      },
      play: () => Promise.resolve(),
      stop: () => Promise.resolve(),
      release: () => Promise.resolve(),
    };
    const host = { supports: (c: string) => c === 'video-preparation', video, logger: { warn } };
    const scene = sceneOf('a');
    render(
      <VideoHostContext.Provider value={host}>
        <RotatedStage rotation={90}>
          <VideoWidget
            sceneItem={scene.sceneItems[0]!}
            scene={scene}
            files={files}
            onReady={() => undefined}
          />
        </RotatedStage>
      </VideoHostContext.Provider>,
    );
    await act(async () => {});
    expect(asked).toEqual([{ muted: true, rotation: 90 }]);
    // The page's own element plays it, turned with the stage and silent, and nothing is logged.
    expect(screen.getByTestId('video-widget')).toHaveProperty('muted', true);
    expect(warn).not.toHaveBeenCalled();
  });
});
