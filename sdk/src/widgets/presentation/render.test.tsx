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
const pdf = (pageCount?: number): PlayableFile => ({
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
});

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

  describe('from page images', () => {
    const pageUrl = (n: number) => `https://marquee.test/blobs/deck-page-${n}.jpg?sig=1`;
    const drawn = (pages: number): PlayableFile => ({
      ...pdf(pages),
      pageUrls: Array.from({ length: pages }, (_, i) => pageUrl(i + 1)),
    });
    const shownImage = () => screen.getByTestId('presentation-page');
    const nextImage = () => screen.queryByTestId('presentation-next-page');

    it('shows page N’s image on the page grid, with the next page loading hidden', () => {
      vi.useFakeTimers();
      const onReady = vi.fn();
      render(
        <PresentationWidget
          sceneItem={scene.sceneItems[0]!}
          scene={scene}
          files={new Map([['f', drawn(3)]])}
          mediaFit="cover"
          onReady={onReady}
        />,
      );
      expect(document.querySelector('object')).toBeNull();
      expect(shownImage().getAttribute('src')).toBe(pageUrl(1));
      expect(shownImage().style.objectFit).toBe('cover');
      expect(shownImage().style.visibility).toBe('visible');
      expect(nextImage()?.getAttribute('src')).toBe(pageUrl(2));
      expect(nextImage()?.style.visibility).toBe('hidden');
      // Ready once the first page is drawn, not before.
      expect(onReady).not.toHaveBeenCalled();
      act(() => void shownImage().dispatchEvent(new Event('load')));
      expect(onReady).toHaveBeenCalledTimes(1);

      const preloaded = nextImage();
      act(() => void vi.advanceTimersByTime(9_999));
      expect(shownImage().getAttribute('src')).toBe(pageUrl(1));
      act(() => void vi.advanceTimersByTime(1));
      // The element that loaded page 2 hidden is the one now shown: no blank frame.
      expect(shownImage()).toBe(preloaded);
      expect(shownImage().getAttribute('src')).toBe(pageUrl(2));
      expect(shownImage().style.visibility).toBe('visible');
      expect(nextImage()?.getAttribute('src')).toBe(pageUrl(3));
      act(() => void vi.advanceTimersByTime(10_000));
      expect(shownImage().getAttribute('src')).toBe(pageUrl(3));
      expect(nextImage()).toBeNull();
      act(() => void vi.advanceTimersByTime(60_000));
      expect(shownImage().getAttribute('src')).toBe(pageUrl(3));
    });

    it('starts mid-scene on the page image playlist time puts it', () => {
      vi.useFakeTimers();
      render(
        <PresentationWidget
          sceneItem={scene.sceneItems[0]!}
          scene={scene}
          files={new Map([['f', drawn(3)]])}
          onReady={() => {}}
          sceneOffsetMs={13_000}
        />,
      );
      expect(shownImage().getAttribute('src')).toBe(pageUrl(2));
      expect(shownImage().style.objectFit).toBe('contain');
      act(() => void vi.advanceTimersByTime(7_000));
      expect(shownImage().getAttribute('src')).toBe(pageUrl(3));
    });

    it('does not hold the playlist on a page image that fails to load', () => {
      const onReady = vi.fn();
      render(
        <PresentationWidget
          sceneItem={scene.sceneItems[0]!}
          scene={scene}
          files={new Map([['f', drawn(2)]])}
          onReady={onReady}
        />,
      );
      act(() => void shownImage().dispatchEvent(new Event('error')));
      expect(onReady).toHaveBeenCalledTimes(1);
    });

    it('falls back to the PDF viewer when no page images exist', () => {
      render(
        <PresentationWidget
          sceneItem={scene.sceneItems[0]!}
          scene={scene}
          files={new Map([['f', { ...pdf(3), pageUrls: null }]])}
          onReady={() => {}}
        />,
      );
      expect(screen.queryByTestId('presentation-page')).toBeNull();
      expect(screen.getByTestId('presentation-widget').tagName).toBe('OBJECT');
    });
  });

  it('maps item time to pages', () => {
    expect(pageIndexAt(0, 5, 10)).toBe(0);
    expect(pageIndexAt(25_000, 5, 10)).toBe(2);
    expect(pageIndexAt(500_000, 5, 10)).toBe(4);
    expect(pageIndexAt(25_000, null, 10)).toBe(0);
  });
});
