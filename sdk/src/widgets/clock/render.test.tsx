// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { clockBodySchema, formatClockDate, formatClockTime } from './model.js';
import { ClockWidget } from './render.js';

/** Saturday 9 March 2024, one second before 12:35, in the test machine's local time zone. */
const BEFORE_MINUTE = new Date(2024, 2, 9, 12, 34, 59);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(BEFORE_MINUTE);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function drawn(body: Record<string, unknown>) {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'c', start: 0, end: 5, x: 0, y: 0, w: 30, h: 20, item: { type: 'clock', body } },
    ],
  });
  const onReady = vi.fn();
  render(
    <ClockWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={onReady}
    />,
  );
  return { onReady };
}

const shownLines = () =>
  Array.from(screen.getByTestId('clock-widget').querySelectorAll('text'), (t) => t.textContent);

describe('ClockWidget', () => {
  it('shows the local time and date and is ready at once', () => {
    const { onReady } = drawn({});
    expect(shownLines()).toEqual([formatClockTime(BEFORE_MINUTE), formatClockDate(BEFORE_MINUTE)]);
    expect(shownLines()[0]).toMatch(/34.59/);
    expect(shownLines()[1]).toMatch(/2024/);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('moves on with every second of the device clock', () => {
    drawn({});
    act(() => void vi.advanceTimersByTime(999));
    expect(shownLines()[0]).toMatch(/34.59/);
    act(() => void vi.advanceTimersByTime(1));
    expect(shownLines()[0]).toMatch(/35.00/);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(shownLines()[0]).toMatch(/36.00/);
  });

  it('turns to the next second on the second, after a start between two', () => {
    vi.setSystemTime(BEFORE_MINUTE.getTime() + 600);
    drawn({});
    act(() => void vi.advanceTimersByTime(400));
    expect(shownLines()[0]).toMatch(/35.00/);
  });

  it('shows the date or the time alone, or nothing, as its flags say', () => {
    drawn({ shouldShowDate: false });
    expect(shownLines()).toEqual([formatClockTime(BEFORE_MINUTE)]);
    cleanup();
    drawn({ shouldShowTime: false });
    expect(shownLines()).toEqual([formatClockDate(BEFORE_MINUTE)]);
    cleanup();
    drawn({ shouldShowTime: false, shouldShowDate: false });
    expect(shownLines()).toEqual([]);
  });

  it('draws in its text colour, scaled within its box', () => {
    drawn({ textColor: '#ff0000', scale: 0.5 });
    const svg = screen.getByTestId('clock-widget').querySelector('svg')!;
    expect(svg.querySelector('text')!.getAttribute('fill')).toBe('#ff0000');
    const full = viewBoxOf(svg);
    cleanup();
    drawn({ textColor: '#ff0000', scale: 1 });
    const fitted = viewBoxOf(screen.getByTestId('clock-widget').querySelector('svg')!);
    // Half the scale: the same text in a view box twice as large, so it draws half as large.
    expect(full.width).toBeCloseTo(fitted.width * 2);
    expect(full.height).toBeCloseTo(fitted.height * 2);
  });

  it('gives a new body the defaults', () => {
    expect(clockBodySchema.parse({})).toEqual({
      textColor: '#ffffff',
      shouldShowDate: true,
      shouldShowTime: true,
      scale: 1,
    });
  });
});

function viewBoxOf(svg: SVGSVGElement) {
  const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  return { width: width!, height: height! };
}
