// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scene } from '../../model/index.js';
import type { PlayerContent } from '../../player/content.js';
import { PlayableContentContext } from '../../render/playableContentContext.js';
import { StagePlayer } from '../../render/StagePlayer.js';
import { WidgetsContext } from '../../render/widgetDefinition.js';
import { defaultWidgets } from '../index.js';
import { catalog, hostScene, nestedContent, parsed } from './testing/nestedPlaylists.js';
import { PlaylistRenderPathContext, PlaylistWidget } from './render.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const hostOf = (content: PlayerContent): Scene => {
  const outer = content.documents.playlists.get('outer')!;
  const item = outer.playlistItems[0]!;
  if (item.type !== 'scene-inline') throw new Error('fixture: host is inline');
  return item.scene;
};

/** The playlist item of the content's host scene, drawn alone as SceneView would draw it. */
function renderItem(
  content: PlayerContent,
  { path = [], sceneOffsetMs }: { path?: string[]; sceneOffsetMs?: number } = {},
) {
  const scene = hostOf(content);
  const onReady = vi.fn();
  const view = render(
    <WidgetsContext.Provider value={catalog}>
      <PlayableContentContext.Provider value={{ ...content.documents, files: content.files }}>
        <PlaylistRenderPathContext.Provider value={path}>
          <PlaylistWidget
            sceneItem={scene.sceneItems[0]!}
            scene={scene}
            files={content.files}
            onReady={onReady}
            sceneOffsetMs={sceneOffsetMs}
          />
        </PlaylistRenderPathContext.Provider>
      </PlayableContentContext.Provider>
    </WidgetsContext.Provider>,
  );
  return { ...view, onReady };
}

const layers = () => screen.queryAllByTestId('nested-playlist-layer');
const visibleScenes = () =>
  layers()
    .filter((layer) => layer.dataset.visible === 'true')
    .map((layer) => layer.dataset.sceneId);
const load = (name: string) => {
  for (const image of screen.queryAllByAltText(`${name}.png`))
    act(() => void fireEvent.load(image));
};
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('PlaylistWidget', () => {
  it('plays the nested playlist in the box and wraps by its total (5 s)', () => {
    const { onReady } = renderItem(parsed(nestedContent()));
    // The first scene is drawn hidden, the next one preloaded; nothing shows until a is ready.
    expect(visibleScenes()).toEqual([]);
    expect(onReady).not.toHaveBeenCalled();
    load('a');
    expect(visibleScenes()).toEqual(['scene-a']);
    expect(onReady).toHaveBeenCalled();
    load('b');

    advance(1999);
    expect(visibleScenes()).toEqual(['scene-a']);
    advance(1);
    expect(visibleScenes()).toEqual(['scene-b']);
    // total + 1 s: the first item again.
    advance(4000);
    expect(visibleScenes()).toEqual(['scene-a']);
  });

  it('keeps the scene on screen until the next one is ready (no blank frame)', () => {
    renderItem(parsed(nestedContent()));
    load('a');
    advance(2000);
    // b is due but its image has not loaded: a stays on screen, b waits hidden.
    expect(visibleScenes()).toEqual(['scene-a']);
    expect(layers().map((layer) => layer.dataset.sceneId)).toContain('scene-b');
    load('b');
    expect(visibleScenes()).toEqual(['scene-b']);
  });

  it('starts mid-playlist when the scene starts mid-way (item time wraps too)', () => {
    // Item starts at 1 s; scene time 13.5 s is item time 12.5 s, 2.5 s into the third loop: b.
    renderItem(parsed(nestedContent({}, { start: 1 })), { sceneOffsetMs: 13_500 });
    load('b');
    expect(visibleScenes()).toEqual(['scene-b']);
  });

  it('draws its media with the body imageSizing: cover by default, stretch when set', () => {
    renderItem(parsed(nestedContent()));
    expect(screen.getByAltText<HTMLImageElement>('a.png').style.objectFit).toBe('cover');
    cleanup();
    renderItem(parsed(nestedContent({ imageSizing: 'stretch' })));
    expect(screen.getByAltText<HTMLImageElement>('a.png').style.objectFit).toBe('fill');
  });

  it('renders nothing, warns once and holds nothing back when its playlist is already in the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, onReady, rerender } = renderItem(parsed(nestedContent()), {
      path: ['outer', 'inner'],
    });
    expect(container.innerHTML).toBe('');
    expect(onReady).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/Loop detected: playlist inner/);
    rerender(<div />);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('plays a playlist that contains itself once: the inner occurrence renders nothing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // inner's third item is a scene whose playlist item shows inner again.
    const selfScene = {
      _id: 'inner-3',
      type: 'scene-inline',
      scene: { ...hostScene('again', 'inner'), duration: 4 },
    };
    renderItem(parsed(nestedContent({}, { innerExtra: [selfScene] })), { sceneOffsetMs: 5500 });
    // 5.5 s is inside the scene that would show inner again: it shows, without inner in it.
    expect(visibleScenes()).toEqual(['again']);
    const again = layers().find((layer) => layer.dataset.sceneId === 'again')!;
    expect(within(again).queryByTestId('playlist-widget')).toBeNull();
    expect(screen.getAllByTestId('playlist-widget')).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/Loop detected: .*playlist inner/);
  });

  it('is ready at once and shows nothing without a playlist', () => {
    const content = parsed(nestedContent({ playlistId: null }));
    const { container, onReady } = renderItem(content);
    expect(container.innerHTML).toBe('');
    expect(onReady).toHaveBeenCalled();
  });

  it('gets its playlist from the stage it plays on', () => {
    const content = parsed(nestedContent());
    let tick: (ms: number) => void = () => undefined;
    const clock = () =>
      new (class {
        subscribe(next: (ms: number) => void) {
          tick = next;
          return { unsubscribe: () => undefined };
        }
      })() as never;
    render(<StagePlayer widgets={defaultWidgets} content={content} clock={clock} />);
    act(() => tick(0));
    const stage = screen.getByTestId('stage');
    expect(within(stage).getByTestId('playlist-widget').dataset.playlistId).toBe('inner');
    expect(within(stage).getAllByAltText('a.png')).toHaveLength(1);
  });
});
