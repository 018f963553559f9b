// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { IFRAME_READY_TIMEOUT_MS } from '../iframe/model.js';
import { CanvaWidget } from './render.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const draw = (body: Record<string, unknown>, onReady = vi.fn()) => {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'i', start: 0, end: 30, x: 0, y: 0, w: 50, h: 50, item: { type: 'canva', body } },
    ],
  });
  return (
    <CanvaWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={onReady}
    />
  );
};

const design = () => screen.queryByTitle<HTMLIFrameElement>('Canva design');
const spinner = () => screen.queryByRole('progressbar', { name: 'Loading' });

describe('CanvaWidget', () => {
  it("embeds the design's view embed address, with a spinner until it loads", () => {
    const onReady = vi.fn();
    render(draw({ designId: 'DAFk3xQ9bZc', paddingTop: '' }, onReady));
    expect(design()?.getAttribute('src')).toBe(
      'https://www.canva.com/design/DAFk3xQ9bZc/view?embed',
    );
    expect(spinner()).not.toBeNull();
    fireEvent.load(design()!);
    expect(spinner()).toBeNull();
    expect(onReady).toHaveBeenCalledOnce();
  });

  it("keeps the design's shape from the embed padding, centred in the box", () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
    render(draw({ designId: 'DAFk3xQ9bZc', paddingTop: '56.25%' }));
    const { style } = design()!;
    expect([style.width, style.height, style.left, style.top]).toEqual([
      '800px',
      '450px',
      '0px',
      '175px',
    ]);
  });

  it('fills the box when the shape is not known', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
    render(draw({ designId: 'DAFk3xQ9bZc' }));
    expect([design()!.style.width, design()!.style.height]).toEqual(['100%', '100%']);
  });

  it('does not hold the playlist when Canva cannot be reached', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    render(draw({ designId: 'DAFk3xQ9bZc' }, onReady));
    act(() => void vi.advanceTimersByTime(IFRAME_READY_TIMEOUT_MS));
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('shows nothing without a design', () => {
    const onReady = vi.fn();
    render(draw({}, onReady));
    expect(design()).toBeNull();
    expect(onReady).toHaveBeenCalled();
  });
});
