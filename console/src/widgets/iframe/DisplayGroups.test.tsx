import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { layoutGroup, refreshGroup } from './DisplayGroups';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const renderGroup = (group: ToolbarGroup, body: Record<string, unknown> = {}) =>
  renderToolbarGroup(group, { type: 'iframe', body }).onChange;

describe('web page layout', () => {
  it('shows 1024 px by default and clamps a typed width into 600..1920', async () => {
    const onChange = renderGroup(layoutGroup);
    const width = screen.getByTestId<HTMLInputElement>('iframe-preview-width');
    expect(width.value).toBe('1024');
    await user.clear(width);
    await user.type(width, '2500');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { previewWidth: 1920 } });
    await user.clear(width);
    await user.type(width, '100');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { previewWidth: 600 } });
  });

  it('turns scrolling on', async () => {
    const onChange = renderGroup(layoutGroup);
    const scrollable = screen.getByRole<HTMLInputElement>('switch', { name: 'Scrollable' });
    expect(scrollable.checked).toBe(false);
    await user.click(scrollable);
    expect(onChange).toHaveBeenCalledWith({ body: { isScrollable: true } });
  });
});

describe('web page refresh', () => {
  it('offers the intervals in words, a day by default', async () => {
    const onChange = renderGroup(refreshGroup);
    const select = screen.getByTestId<HTMLSelectElement>('iframe-refresh');
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      '1 minute',
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '12 hours',
      '1 day',
    ]);
    expect(select.selectedOptions[0]?.text).toBe('1 day');
    await user.selectOptions(select, '15 minutes');
    expect(onChange).toHaveBeenCalledWith({ body: { refreshIntervalInMinutes: 15 } });
  });

  it('still shows an interval an older item stored outside the list', () => {
    renderGroup(refreshGroup, { refreshIntervalInMinutes: 120 });
    const select = screen.getByTestId<HTMLSelectElement>('iframe-refresh');
    expect(select.selectedOptions[0]?.text).toBe('2 hours');
  });
});
