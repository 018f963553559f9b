// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePlayableContent, type PlayerContent } from '../player/content.js';
import { StagePlayer } from '../render/StagePlayer.js';
import {
  lazyRender,
  type RenderLoader,
  type WidgetDefinition,
  type WidgetRenderProps,
} from '../render/widgetDefinition.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { imageWidget } from './image/index.js';
import { defaultWidgets } from './index.js';
import { lazyDefaultWidgets } from './lazyWidgets.js';

afterEach(cleanup);

const infoOf = ({ Render: _render, preload: _preload, ...info }: WidgetDefinition) => info;

describe('lazyDefaultWidgets', () => {
  it('lists the same types in the same order, each loading the renderer defaultWidgets has', async () => {
    expect(lazyDefaultWidgets.map(infoOf)).toEqual(defaultWidgets.map(infoOf));
    const loaded = await Promise.all(
      lazyDefaultWidgets.map((widget) => widget.preload?.() ?? Promise.resolve(undefined)),
    );
    expect(loaded).toEqual(defaultWidgets.map((widget) => widget.Render));
  });
});

/** A loader the test answers by hand: `arrive()` hands over the renderer, `fail()` refuses. */
function handLoader(Render: WidgetDefinition['Render']) {
  const calls: { resolve: (r: WidgetDefinition['Render']) => void; reject: (e: Error) => void }[] =
    [];
  const load: RenderLoader = () =>
    new Promise((resolve, reject) => calls.push({ resolve, reject }));
  return {
    load,
    calls,
    arrive: () => act(async () => calls.at(-1)!.resolve(Render)),
    fail: () => act(async () => calls.at(-1)!.reject(new Error('offline'))),
  };
}

function contentOf(ids: string[]): PlayerContent {
  const parsed = parsePlayableContent(
    imagePlaylistContent(ids.map((id) => ({ id, durationS: 1 }))),
    'https://marquee.test/graphql',
  );
  if (!parsed.ok) throw new Error('fixture must parse');
  return parsed.value;
}

const visibleImages = () =>
  screen
    .queryAllByTestId('stage-layer')
    .filter((layer) => layer.dataset.visible === 'true')
    .map((layer) => layer.querySelector('img')?.alt);

describe('lazyRender', () => {
  it('keeps the layer hidden until the renderer has arrived and the item is ready', async () => {
    const loader = handLoader(imageWidget.Render);
    const lazyImage = { ...imageWidget, ...lazyRender(loader.load) };
    const clock = new Subject<number>();
    render(<StagePlayer widgets={[lazyImage]} content={contentOf(['a'])} clock={() => clock} />);
    act(() => clock.next(0));
    expect(screen.queryByAltText('a.png')).toBeNull();
    expect(visibleImages()).toEqual([]);
    await loader.arrive();
    expect(visibleImages()).toEqual([]);
    act(() => void fireEvent.load(screen.getByAltText('a.png')));
    expect(visibleImages()).toEqual(['a.png']);
  });

  it('loads once for every item of its type, and again after a failed load', async () => {
    const Plain = ({ sceneItem }: WidgetRenderProps) => <p>{sceneItem._id}</p>;
    const loader = handLoader(Plain);
    const { Render, preload } = lazyRender(loader.load);
    const props = (id: string) => ({ sceneItem: { _id: id } }) as unknown as WidgetRenderProps;
    const first = render(<Render {...props('one')} />);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loader.fail();
    expect(logged).toHaveBeenCalledWith('A widget renderer could not be loaded', expect.any(Error));
    logged.mockRestore();
    expect(first.container.textContent).toBe('');
    first.unmount();
    render(
      <>
        <Render {...props('two')} />
        <Render {...props('three')} />
      </>,
    );
    expect(loader.calls).toHaveLength(2);
    await loader.arrive();
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['two', 'three']);
    await expect(preload!()).resolves.toBe(Plain);
    expect(loader.calls).toHaveLength(2);
  });
});
