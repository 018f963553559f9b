// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { pageIndexAt } from './model.js';
import { PresentationWidget } from './render.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const scene = sceneSchema.parse({
  _id: 's',
  name: 's',
  type: 'presentation',
  sceneItems: [
    {
      _id: 'i',
      start: 0,
      end: 30,
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      item: { type: 'presentation', fileId: 'f' },
    },
  ],
});
const pdf = (pageCount?: number): PlayableFile =>
  ({
    _id: 'f',
    name: 'deck.pdf',
    mimetype: 'application/pdf',
    url: 'https://marquee.test/blobs/deck.pdf?sig=1',
    checksum: '',
    fileSizeInBytes: 1,
    width: null,
    height: null,
    duration: null,
    ...(pageCount === undefined ? {} : { pageCount }),
  }) as PlayableFile;

const shownPage = () => screen.getByTestId('presentation-widget').getAttribute('data-page');

describe('PresentationWidget', () => {
  it('turns a page every 10 s while shown and stays on the last page', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    render(
      <PresentationWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map([['f', pdf(3)]])}
        onReady={onReady}
      />,
    );
    expect(onReady).toHaveBeenCalled();
    expect(shownPage()).toBe('1');
    expect(screen.getByTestId('presentation-widget').getAttribute('data')).toBe(
      'https://marquee.test/blobs/deck.pdf?sig=1#page=1&toolbar=0&navpanes=0&scrollbar=0&view=Fit',
    );
    act(() => void vi.advanceTimersByTime(9_999));
    expect(shownPage()).toBe('1');
    act(() => void vi.advanceTimersByTime(1));
    expect(shownPage()).toBe('2');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(shownPage()).toBe('3');
  });

  it('waits on its first page while preloaded hidden, and when the page count is unknown', () => {
    vi.useFakeTimers();
    const widget = (file: PlayableFile, active: boolean) => (
      <PresentationWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map([['f', file]])}
        onReady={() => {}}
        active={active}
      />
    );
    const view = render(widget(pdf(3), false));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(shownPage()).toBe('1');
    view.rerender(widget(pdf(), true));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(shownPage()).toBe('1');
  });

  it('starts mid-scene on the page playlist time puts it, turning on the page grid', () => {
    vi.useFakeTimers();
    // Playback lands 13 s into the scene: page 2, which turns 7 s later.
    render(
      <PresentationWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map([['f', pdf(3)]])}
        onReady={() => {}}
        sceneOffsetMs={13_000}
      />,
    );
    expect(shownPage()).toBe('2');
    act(() => void vi.advanceTimersByTime(6_999));
    expect(shownPage()).toBe('2');
    act(() => void vi.advanceTimersByTime(1));
    expect(shownPage()).toBe('3');
  });

  it('maps item time to pages', () => {
    expect(pageIndexAt(0, 5, 10)).toBe(0);
    expect(pageIndexAt(25_000, 5, 10)).toBe(2);
    expect(pageIndexAt(500_000, 5, 10)).toBe(4);
    expect(pageIndexAt(25_000, null, 10)).toBe(0);
  });
});
