import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBodyOf, defaultWidgets } from '@marquee/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { borderGroup } from './BorderGroup';
import { fillGroup } from './FillGroup';
import { rectangleEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const renderGroup = (group: ToolbarGroup, body: Record<string, unknown>) =>
  renderToolbarGroup(group, { type: 'rectangle', body }).onChange;

describe('rectangle editor', () => {
  it('is offered, opens on its fill, and a new rectangle is a yellow fill without border', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'rectangle');
    expect(widget?.label).toBe('Rectangle');
    expect(rectangleEditor.toolbarGroups[0]).toBe(fillGroup);
    expect(rectangleEditor.create).toBeUndefined();
    expect(defaultBodyOf(widget!)).toMatchObject({
      backgroundType: 'FILL',
      backgroundColor: '#f5c518',
      borderWidth: 0,
      borderRadius: 0,
    });
  });

  it('fills with a colour until the gradient is chosen', async () => {
    const onChange = renderGroup(fillGroup, {});
    expect(screen.getByTestId<HTMLInputElement>('fill-colour').value).toBe('#f5c518');
    expect(screen.queryByTestId('gradient-angle')).toBeNull();
    await user.click(screen.getByTestId('fill-gradient'));
    expect(onChange).toHaveBeenCalledWith({ body: { backgroundType: 'GRADIENT' } });
  });

  it('edits the gradient definition when it fills with one', async () => {
    const onChange = renderGroup(fillGroup, { backgroundType: 'GRADIENT' });
    expect(screen.queryByTestId('fill-colour')).toBeNull();
    const angle = screen.getByTestId('gradient-angle');
    await user.clear(angle);
    await user.type(angle, '90{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      body: { gradient: { colors: ['#f5c518', '#e4572e'], steps: 5, angle: 90 } },
    });
  });

  it('clamps a typed border width to 0..100 in steps of 5 when the field is left', async () => {
    const onChange = renderGroup(borderGroup, {});
    const width = screen.getByTestId<HTMLInputElement>('border-width');
    expect(width.value).toBe('0');
    await user.clear(width);
    await user.type(width, '250');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { borderWidth: 100 } });
    await user.clear(width);
    await user.type(width, '17');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { borderWidth: 15 } });
  });

  it('clamps a typed corner radius to 0..50', async () => {
    const onChange = renderGroup(borderGroup, {});
    const radius = screen.getByTestId('border-radius');
    await user.clear(radius);
    await user.type(radius, '80');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { borderRadius: 50 } });
  });
});
