import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { DeviceListControls, FOLD_FILTERS_BELOW_PX } from './DeviceListControls';
import { NO_FILTERS } from './deviceListControls';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the bar is as wide as this test says. */
const givenWidth = (px: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);

function controls(status: 'all' | 'online' = 'all', tag = '') {
  const api = fakeApi({
    ScreenGroups: () => ({ screenGroups: [] }),
    DeviceTags: () => ({ deviceTags: ['front'] }),
  });
  renderPage(
    <DeviceListControls
      search=""
      onSearch={() => undefined}
      status={status}
      onStatus={() => undefined}
      filters={{ ...NO_FILTERS, tag }}
      onFilters={() => undefined}
      sort={{ field: 'name', direction: 'asc' }}
      onSort={() => undefined}
    />,
    { api },
  );
}

describe('the screens list controls', () => {
  it('shows every filter beside the search where there is room', () => {
    givenWidth(FOLD_FILTERS_BELOW_PX + 400);
    controls();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Filters and sort/ })).toBeNull();
  });

  it('folds the filters and the sort under one button on a phone, saying how many are on', async () => {
    givenWidth(358);
    controls('online', 'front');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters and sort (2 on)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    // It points at the fields only while they are there.
    expect(toggle.hasAttribute('aria-controls')).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'online');
    expect(screen.getByRole('checkbox', { name: 'Has problems' })).toBeDefined();
    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });
});
