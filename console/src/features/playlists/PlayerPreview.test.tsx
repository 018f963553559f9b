import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { parsePlayableContent, type PlayableContentData, type PlayerContent } from '@marquee/sdk';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PlayerPreview } from './PlayerPreview';

/** A playlist of 1 s image scenes, as the server's playable content answer has it. */
function contentOf(ids: string[], timingRulesV2?: unknown): PlayerContent {
  const data: PlayableContentData = {
    collectionName: 'playlist',
    entityId: 'p1',
    content: {
      playlists: [
        {
          _id: 'p1',
          name: 'Preview',
          mediaFit: 'contain',
          playlistItems: ids.map((id, i) => ({
            _id: `item-${id}`,
            type: 'scene-inline',
            ...(i === 0 && timingRulesV2 ? { timingRulesV2 } : {}),
            scene: {
              _id: `scene-${id}`,
              name: id,
              type: 'image',
              duration: 1,
              sceneItems: [
                {
                  _id: `si-${id}`,
                  start: 0,
                  end: 1,
                  x: 0,
                  y: 0,
                  w: 100,
                  h: 100,
                  item: { type: 'image', fileId: id, body: { imageSizing: 'contain' } },
                },
              ],
            },
          })),
        },
      ],
      scenes: [],
      schedules: [],
      files: ids.map((id) => ({
        _id: id,
        name: `${id}.png`,
        mimetype: 'image/png',
        url: `/blobs/${id}.png`,
        checksum: '0'.repeat(64),
        fileSizeInBytes: 1000,
        width: 1920,
        height: 1080,
        duration: null,
        pageCount: null,
      })),
    },
  } as unknown as PlayableContentData;
  const parsed = parsePlayableContent(data, 'https://marquee.test/');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

/** Every image decodes (jsdom loads none), then: which scene the preview shows. */
function shownScene(): string | undefined {
  act(() => {
    for (const img of document.querySelectorAll('img')) fireEvent.load(img);
  });
  return screen.queryAllByTestId('stage-layer').find((layer) => layer.dataset.visible === 'true')
    ?.dataset.sceneId;
}

const time = () => screen.getByTestId('preview-time').textContent;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
/** Renders the preview with the pointer over it, so its control bar shows. */
function render(content: PlayerContent) {
  const view = renderWithTheme(<PlayerPreview content={content} timeZone="UTC" />);
  fireEvent.mouseEnter(view.getByTestId('player-preview'));
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Fluent's first render in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('PlayerPreview', () => {
  it('plays, pauses and seeks on a virtual clock', () => {
    const view = render(contentOf(['a', 'b', 'c']));
    expect(time()).toBe('0:00 / 0:03');
    expect(shownScene()).toBe('scene-a');

    fireEvent.click(screen.getByRole('button', { name: 'Play preview' }));
    advance(1500);
    expect(time()).toBe('0:01 / 0:03');
    expect(shownScene()).toBe('scene-b');

    fireEvent.click(screen.getByRole('button', { name: 'Pause preview' }));
    advance(3000);
    expect(time()).toBe('0:01 / 0:03');
    expect(shownScene()).toBe('scene-b');
    expect(view.getByTestId('player-preview').dataset.playing).toBe('false');

    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '2500' } });
    expect(time()).toBe('0:02 / 0:03');
    expect(shownScene()).toBe('scene-c');

    // Playing on past the end loops to the start, as a screen does.
    fireEvent.click(screen.getByRole('button', { name: 'Play preview' }));
    advance(1000);
    expect(time()).toBe('0:00 / 0:03');
    expect(shownScene()).toBe('scene-a');
  });

  it('shows an edit without a reload, at the same position', () => {
    const view = render(contentOf(['a', 'b', 'c']));
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '1200' } });
    expect(shownScene()).toBe('scene-b');
    expect(time()).toBe('0:01 / 0:03');

    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <PlayerPreview content={contentOf(['x', 'y', 'z', 'w'])} timeZone="UTC" />
      </FluentProvider>,
    );
    expect(time()).toBe('0:01 / 0:04');
    expect(shownScene()).toBe('scene-y');
  });

  it('counts only what the timing rules let play now', () => {
    // 12:00 UTC is outside the first item's morning window: the loop is two items long.
    render(
      contentOf(
        ['a', 'b', 'c'],
        [{ mode: 'always', timeRangesV2: [{ start: '08:00', end: '09:00' }] }],
      ),
    );
    expect(time()).toBe('0:00 / 0:02');
    expect(shownScene()).toBe('scene-b');
  });
});
