// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CompiledEntry } from '../engine/index.js';
import { sceneSchema } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';
import { itemMachine, type ItemActor } from '../player/machines/itemMachine.js';
import { defaultWidgets } from '../widgets/index.js';
import { widgetCatalog, WidgetsContext } from './widgetDefinition.js';
import { ZoneStage, type StageLayer } from './ZoneStage.js';

const catalog = widgetCatalog(defaultWidgets);
const withWidgets = (node: ReactNode) => (
  <WidgetsContext.Provider value={catalog}>{node}</WidgetsContext.Provider>
);

const fileOf = (id: string): PlayableFile => ({
  _id: id,
  name: `${id}.png`,
  mimetype: 'image/png',
  url: `https://marquee.test/blobs/${id}.png`,
  checksum: '',
  fileSizeInBytes: 1,
  width: 1920,
  height: 1080,
  duration: null,
  pageCount: null,
  playQuota: null,
});
const files = new Map(['a', 'b'].map((id) => [id, fileOf(id)]));

function layerOf(id: string): StageLayer & { item: ItemActor } {
  const scene = sceneSchema.parse({
    _id: `scene-${id}`,
    name: id,
    type: 'image',
    sceneItems: [
      {
        _id: `i-${id}`,
        start: 0,
        end: 5,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'image', fileId: id },
      },
    ],
  });
  const entry = { key: id, scene } as CompiledEntry;
  const item = createActor(itemMachine, { input: { zoneId: 0, entry } }).start();
  return { key: id, entry, files, mediaFit: 'contain', item };
}

const visible = () =>
  screen
    .queryAllByTestId('stage-layer')
    .filter((layer) => layer.dataset.visible === 'true')
    .map((layer) => layer.dataset.layerKey);
const image = (id: string) => screen.getByAltText<HTMLImageElement>(`${id}.png`);

afterEach(cleanup);

describe('ZoneStage on the item machines', () => {
  it('tells the item machine when its scene is drawn, and shows it then', () => {
    const a = layerOf('a');
    a.item.send({ type: 'PRELOAD' });
    render(withWidgets(<ZoneStage current={a} preload={[]} />));
    expect(a.item.getSnapshot().value).toBe('preloading');
    expect(visible()).toEqual([]);
    act(() => void fireEvent.load(image('a')));
    expect(a.item.getSnapshot().value).toBe('ready');
    expect(visible()).toEqual(['a']);
  });

  it('shows what its item machine says is ready, keeping the old layer up until then', () => {
    const a = layerOf('a');
    const b = layerOf('b');
    const view = render(withWidgets(<ZoneStage current={a} preload={[]} />));
    act(() => void fireEvent.load(image('a')));
    view.rerender(withWidgets(<ZoneStage current={b} preload={[]} />));
    expect(visible()).toEqual(['a']);
    // Readiness comes from the machine, whoever tells it (here not the image's load event).
    act(() => b.item.send({ type: 'READY' }));
    expect(visible()).toEqual(['b']);
    expect(screen.queryAllByTestId('stage-layer').map((l) => l.dataset.layerKey)).toEqual(['b']);
  });

  it('keeps a scene on screen when it plays again on a new item machine, and readies that one', () => {
    const first = layerOf('a');
    const view = render(withWidgets(<ZoneStage current={first} preload={[]} />));
    act(() => void fireEvent.load(image('a')));
    const again = layerOf('a');
    view.rerender(withWidgets(<ZoneStage current={again} preload={[]} />));
    expect(visible()).toEqual(['a']);
    expect(again.item.getSnapshot().context.ready).toBe(true);
  });
});
