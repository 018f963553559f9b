// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveringImage } from './RecoveringImage.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RecoveringImage', () => {
  it('stays hidden while failing and tries again with a cache breaker every 10 s', () => {
    vi.useFakeTimers();
    render(<RecoveringImage src="https://store.example/meal.jpg" alt="" data-testid="pic" />);
    const img = screen.getByTestId<HTMLImageElement>('pic');
    expect(img.style.visibility).toBe('hidden');
    fireEvent.error(img);
    expect(img.style.visibility).toBe('hidden');
    act(() => void vi.advanceTimersByTime(9_999));
    expect(img.getAttribute('src')).toBe('https://store.example/meal.jpg');
    act(() => void vi.advanceTimersByTime(1));
    expect(img.getAttribute('src')).toBe('https://store.example/meal.jpg?retry=1');
    fireEvent.load(img);
    expect(img.style.visibility).toBe('visible');
  });

  it('starts over for a new address', () => {
    vi.useFakeTimers();
    const { rerender } = render(<RecoveringImage src="/a.jpg" alt="" data-testid="pic" />);
    fireEvent.error(screen.getByTestId('pic'));
    act(() => void vi.advanceTimersByTime(10_000));
    rerender(<RecoveringImage src="/b.jpg" alt="" data-testid="pic" />);
    expect(screen.getByTestId('pic').getAttribute('src')).toBe('/b.jpg');
  });
});
