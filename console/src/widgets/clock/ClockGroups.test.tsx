import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBodyOf, defaultWidgets } from '@marquee/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { clockShowsGroup, clockTextGroup } from './ClockGroups';
import { clockEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const renderGroup = (group: ToolbarGroup, body: Record<string, unknown>) =>
  renderToolbarGroup(group, { type: 'clock', body }).onChange;

describe('clock editor', () => {
  it('is offered, opens on what it shows, and a new clock shows time and date', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'clock');
    expect(widget?.label).toBe('Clock');
    expect(clockEditor.toolbarGroups[0]).toBe(clockShowsGroup);
    expect(clockEditor.create).toBeUndefined();
    expect(defaultBodyOf(widget!)).toMatchObject({
      shouldShowTime: true,
      shouldShowDate: true,
      scale: 1,
    });
  });

  it('hides the date or the time', async () => {
    const onChange = renderGroup(clockShowsGroup, {});
    const date = screen.getByRole('switch', { name: 'Show date' });
    expect(date).toHaveProperty('checked', true);
    await user.click(date);
    expect(onChange).toHaveBeenLastCalledWith({ body: { shouldShowDate: false } });
    await user.click(screen.getByRole('switch', { name: 'Show time' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { shouldShowTime: false } });
  });

  it('shows a hidden date as off', () => {
    renderGroup(clockShowsGroup, { shouldShowDate: false });
    expect(screen.getByRole('switch', { name: 'Show date' })).toHaveProperty('checked', false);
  });

  it('clamps a typed scale to its range when the field is left', async () => {
    const onChange = renderGroup(clockTextGroup, {});
    const scale = screen.getByTestId<HTMLInputElement>('clock-scale');
    expect(scale.value).toBe('1');
    await user.clear(scale);
    await user.type(scale, '0.01');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { scale: 0.1 } });
  });
});
