// @vitest-environment jsdom
import {
  defaultWidgets,
  itemMachine,
  sceneSchema,
  VideoHostContext,
  widgetCatalog,
  WidgetsContext,
  ZoneBoxContext,
  ZoneStage,
  type CompiledEntry,
  type ItemActor,
  type PlayableFile,
  type StageLayer,
} from '@marquee/sdk';
import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTizenHost } from './tizenHost.js';
import type { FakeAVPlay } from './testing/fakeAVPlay.js';
import { createReferenceTizen } from './testing/referenceTizen.js';

const fileOf = (id: string): PlayableFile => ({
  _id: id,
  name: `${id}.mp4`,
  mimetype: 'video/mp4',
  url: `file:///opt/usr/apps/MrqPlayer0/shared/wgt-private/marquee-files/${id}.mp4`,
  checksum: '',
  fileSizeInBytes: 1,
  width: 1920,
  height: 1080,
  duration: 10,
  pageCount: null,
  playQuota: null,
  // With sound: AVPlay plays it (a muted one goes to the page's video element).
  muted: false,
});
const files = new Map<string, PlayableFile>(
  ['a', 'b', 'c', 'd', 'e'].map((id) => [id, fileOf(id)]),
);
files.set('silent', { ...fileOf('silent'), muted: true });

// One item machine per scene, as the stage keeps it while the scene is mounted.
const items = new Map<string, ItemActor>();
const itemOf = (entry: CompiledEntry) => {
  let item = items.get(entry.key);
  if (!item)
    items.set(
      entry.key,
      (item = createActor(itemMachine, { input: { zoneId: 0, entry } }).start()),
    );
  return item;
};
/** A video scene whose item covers the lower right quarter of its zone... */
const entryOf = (fileId: string) =>
  ({
    key: fileId,
    scene: sceneSchema.parse({
      _id: `scene-${fileId}`,
      name: fileId,
      type: 'video',
      sceneItems: [
        {
          _id: `item-${fileId}`,
          start: 0,
          end: 10,
          x: 50,
          y: 50,
          w: 50,
          h: 50,
          item: { type: 'video', fileId, body: {} },
        },
      ],
    }),
  }) as CompiledEntry;
const layerOf = (fileId: string): StageLayer => {
  const entry = entryOf(fileId);
  return { key: fileId, entry, files, mediaFit: 'cover', item: itemOf(entry) };
};
/** ...of a zone on the right half of the screen, below a 20 % header. */
const ZONE = { x: 50, y: 20, w: 50, h: 80 };

function tizenStage() {
  const device = createReferenceTizen({ served: new Map() });
  const warn = vi.fn();
  const host = createTizenHost({
    platform: device.platform,
    storage: memoryStorage(),
    fetch: servingFetch(new Map()),
    logger: { warn },
  });
  const videoHost = { ...host, logger: { warn } };
  const stage = (current: StageLayer, preload: StageLayer[]) =>
    createElement(
      VideoHostContext.Provider,
      { value: videoHost },
      createElement(
        ZoneBoxContext.Provider,
        { value: ZONE },
        createElement(
          WidgetsContext.Provider,
          { value: widgetCatalog(defaultWidgets) },
          createElement(ZoneStage, { current, preload }),
        ),
      ),
    );
  return { device, warn, stage };
}

/** Lets the platform answer and React follow, one virtual millisecond at a time. */
const settle = async (ms = 10) => {
  for (let i = 0; i < ms; i++) await act(() => vi.advanceTimersByTimeAsync(1));
};
const visibleKey = () =>
  document
    .querySelector('[data-testid="stage-layer"][data-visible="true"]')
    ?.getAttribute('data-layer-key');

beforeEach(() => {
  items.clear();
  vi.useFakeTimers();
  // jsdom has no media pipeline, for the page's video element a refused video falls back to.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the video widget on a Tizen set (strict AVPlay fake)', () => {
  it('prepares ahead, shows, plays, ends and moves to the next video with no call AVPlay refuses', async () => {
    const { device, warn, stage } = tizenStage();
    const players = () => device.players;

    const view = render(stage(layerOf('a'), [layerOf('b')]));
    await settle();
    // Both are prepared (the next one ahead of its turn); the shown one plays.
    expect(visibleKey()).toBe('a');
    expect(players().map((p) => [p.url.split('/').pop(), p.state])).toEqual([
      ['a.mp4', 'PLAYING'],
      ['b.mp4', 'READY'],
    ]);
    // Placed by the zone's box plus the item's box: x 75 %, y 60 %, 25 % x 40 % of 1920 x 1080.
    expect(players()[0]!.rect).toEqual([1440, 648, 480, 432]);

    const [first, second] = players() as [FakeAVPlay, FakeAVPlay];
    first.completeStream();
    // Until the next video has a frame up, the last frame of the ended one stays on the plane.
    let nextHadFrameAtClose: boolean | null = null;
    const close = first.close.bind(first);
    first.close = () => {
      nextHadFrameAtClose = second.framesShown;
      close();
    };
    view.rerender(stage(layerOf('b'), []));
    await settle();
    expect(nextHadFrameAtClose).toBe(true);
    expect(visibleKey()).toBe('b');
    expect(players().map((p) => p.state)).toEqual(['NONE', 'PLAYING']);

    expect(players().flatMap((p) => p.refused)).toEqual([]);
    // No call made while a player was IDLE but the ones AVPlay allows there.
    expect(
      players()
        .flatMap((p) => p.calls)
        .filter((call) => call.endsWith('@IDLE')),
    ).toEqual([
      'setListener@IDLE',
      'setDisplayRect@IDLE',
      'prepareAsync@IDLE',
      'setListener@IDLE',
      'setDisplayRect@IDLE',
      'prepareAsync@IDLE',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('plays a video AVPlay will not take in the page instead, and logs why', async () => {
    const { device, warn, stage } = tizenStage();
    // Four players are busy with the shown video and three preloaded ones; a fifth is refused.
    const view = render(stage(layerOf('a'), ['b', 'c', 'd', 'e'].map(layerOf)));
    await settle();
    expect(device.players).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(
      'Platform video prepare failed',
      expect.objectContaining({
        url: fileOf('e').url,
        error: expect.objectContaining({ message: expect.stringContaining('QuotaExceededError') }),
      }),
    );
    const fallback = document.querySelector<HTMLVideoElement>('[data-layer-key="e"] video');
    expect(fallback?.src).toBe(fileOf('e').url);
    expect(device.players.flatMap((p) => p.refused)).toEqual([]);
    view.unmount();
    await settle();
    expect(device.players.map((p) => p.state)).toEqual(['NONE', 'NONE', 'NONE', 'NONE']);
  });

  it('plays a muted video in the page, with no AVPlay player taken and nothing logged', async () => {
    const { device, warn, stage } = tizenStage();
    render(stage(layerOf('silent'), [layerOf('a')]));
    await settle();
    const page = document.querySelector<HTMLVideoElement>('[data-layer-key="silent"] video');
    expect(page?.src).toBe(files.get('silent')!.url);
    expect(page?.muted).toBe(true);
    // AVPlay has no mute of its own: only the video with sound took a player.
    expect(device.players.map((p) => p.url.split('/').pop())).toEqual(['a.mp4']);
    expect(warn).not.toHaveBeenCalled();
  });
});
