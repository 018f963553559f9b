import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ColumnChart, RowChart } from './BarCharts';

const BARS = [
  { key: 'none', label: 'Very unhappy', value: 0 },
  { key: 'few', label: 'Unhappy', value: 1 },
  { key: 'most', label: 'Happy', value: 40 },
];

/** Each bar's inline length and least length, as the browser is told to draw it. */
function drawn(container: HTMLElement, length: 'width' | 'height') {
  const least = length === 'width' ? 'minWidth' : 'minHeight';
  return [...container.querySelectorAll<HTMLElement>('[data-bar]')].map((bar) => ({
    length: bar.style[length],
    least: bar.style[least],
  }));
}

describe('bar charts', () => {
  afterEach(cleanup);

  it('draws nothing for a zero in a row chart, and keeps a small value visible', () => {
    const { container } = renderWithTheme(<RowChart bars={BARS} />);
    expect(drawn(container, 'width')).toEqual([
      { length: '0%', least: '0' },
      { length: '2.5%', least: '' },
      { length: '100%', least: '' },
    ]);
  });

  it('draws nothing for a zero in a column chart', () => {
    const { container } = renderWithTheme(<ColumnChart bars={BARS} />);
    expect(drawn(container, 'height')).toEqual([
      { length: '0%', least: '0' },
      { length: '2.5%', least: '' },
      { length: '100%', least: '' },
    ]);
  });
});
