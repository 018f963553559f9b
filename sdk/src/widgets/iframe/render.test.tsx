// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema, type Scene } from '../../model/index.js';
import { IFRAME_READY_TIMEOUT_MS, IFRAME_REFRESH_CHECK_MS } from './model.js';
import { IframeWidget } from './render.js';

const sceneWith = (body: Record<string, unknown>): Scene =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'i', start: 0, end: 30, x: 0, y: 0, w: 50, h: 50, item: { type: 'iframe', body } },
    ],
  });

const draw = (body: Record<string, unknown>, onReady = vi.fn()) => {
  const scene = sceneWith(body);
  return (
    <IframeWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={onReady}
    />
  );
};

const frames = () => Array.from(document.querySelectorAll('iframe'));
const spinner = () => screen.queryByRole('progressbar', { name: 'Loading' });
const MINUTE = IFRAME_REFRESH_CHECK_MS;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('IframeWidget', () => {
  it('lays the page out at its preview width and scales it to the box', () => {
    // jsdom does no layout: the item's box is 512 × 288 CSS pixels here.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(512);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(288);
    render(draw({ url: 'example.com/menu' }));
    const layout = screen.getByTestId('iframe-layout');
    expect(layout.style.width).toBe('1024px');
    expect(layout.style.height).toBe('576px');
    expect(layout.style.transform).toBe('scale(0.5)');
    const [frame] = frames();
    expect(frame?.getAttribute('src')).toBe('https://example.com/menu');
    expect(frame?.getAttribute('scrolling')).toBe('no');
  });

  it('scrolls only when asked and never lets the page open popups or move the player', () => {
    render(draw({ url: 'https://example.com', previewWidth: 1920, isScrollable: true }));
    const frame = frames()[0]!;
    expect(frame.getAttribute('scrolling')).toBe('yes');
    expect(screen.getByTestId('iframe-layout').style.width).toBe('1920px');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-popups');
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('shows a spinner until the page loads, and again when the address changes', () => {
    const onReady = vi.fn();
    const view = render(draw({ url: 'https://example.com/a' }, onReady));
    expect(spinner()).not.toBeNull();
    expect(onReady).not.toHaveBeenCalled();
    fireEvent.load(frames()[0]!);
    expect(spinner()).toBeNull();
    expect(onReady).toHaveBeenCalledOnce();

    view.rerender(draw({ url: 'https://example.com/b' }, onReady));
    expect(spinner()).not.toBeNull();
    expect(frames().map((f) => f.getAttribute('src'))).toEqual(['https://example.com/b']);
    fireEvent.load(frames()[0]!);
    expect(spinner()).toBeNull();
  });

  it('does not hold the playlist on a page that never loads', () => {
    const onReady = vi.fn();
    render(draw({ url: 'https://dead.example.com' }, onReady));
    act(() => void vi.advanceTimersByTime(IFRAME_READY_TIMEOUT_MS - 1));
    expect(onReady).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onReady).toHaveBeenCalledOnce();
    expect(spinner()).not.toBeNull();
  });

  it('reloads the page after its refresh interval, swapping once the fresh copy loaded', () => {
    render(draw({ url: 'https://example.com/board' }));
    const first = frames()[0]!;
    fireEvent.load(first);
    // The default interval is a day, checked every minute.
    act(() => void vi.advanceTimersByTime(1439 * MINUTE));
    expect(frames()).toEqual([first]);
    act(() => void vi.advanceTimersByTime(MINUTE));
    const [shown, fresh] = frames();
    expect(shown).toBe(first);
    expect(fresh).toBeDefined();
    expect(fresh!.style.visibility).toBe('hidden');
    // No spinner over a refresh: the old copy stays up until the new one has loaded.
    expect(spinner()).toBeNull();
    fireEvent.load(fresh!);
    expect(frames()).toEqual([fresh]);
    expect(fresh!.style.visibility).toBe('visible');
  });

  it('follows a shorter refresh interval', () => {
    render(draw({ url: 'https://example.com/board', refreshIntervalInMinutes: 5 }));
    fireEvent.load(frames()[0]!);
    act(() => void vi.advanceTimersByTime(4 * MINUTE));
    expect(frames()).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(MINUTE));
    expect(frames()).toHaveLength(2);
  });

  it('frames nothing for a script address or an empty one, and does not wait for it', () => {
    for (const url of ['javascript:alert(document.cookie)', '']) {
      const onReady = vi.fn();
      render(draw({ url }, onReady));
      expect(frames()).toEqual([]);
      expect(onReady).toHaveBeenCalled();
      cleanup();
    }
  });

  it('plays a YouTube address in the video player instead of framing the page', () => {
    render(draw({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    expect(frames()).toEqual([]);
    // The video player's own stand-in for that video (no id on screen: it is a play sign).
    expect(screen.getByTestId('youtube-placeholder').dataset.videoId).toBe('dQw4w9WgXcQ');
  });
});
