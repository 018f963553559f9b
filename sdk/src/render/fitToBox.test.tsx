// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FitToBox } from './fitToBox.js';

/** Lays the page out as a browser would: the box and its content with these sizes. */
function layout(
  box: { width: number; height: number },
  content: { width: number; height: number },
) {
  const isContent = (el: HTMLElement) => el.dataset.testid === 'content';
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isContent(this) ? content.width : box.width;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isContent(this) ? content.height : box.height;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height);
}

const shownScale = () => Number(screen.getByTestId('content').dataset.fitScale);

describe('FitToBox', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shrinks content wider than its box as a whole, by the tighter side', () => {
    layout({ width: 600, height: 340 }, { width: 1200, height: 400 });
    render(<FitToBox testId="content">weather</FitToBox>);
    expect(shownScale()).toBe(0.5);
    expect(screen.getByTestId('content').style.transform).toBe('scale(0.5)');
  });

  it('never enlarges content that fits', () => {
    layout({ width: 1920, height: 1080 }, { width: 800, height: 300 });
    render(<FitToBox testId="content">weather</FitToBox>);
    expect(shownScale()).toBe(1);
  });

  it('draws unscaled before there is any layout', () => {
    layout({ width: 0, height: 0 }, { width: 0, height: 0 });
    render(<FitToBox testId="content">weather</FitToBox>);
    expect(shownScale()).toBe(1);
  });
});
