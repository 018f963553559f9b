import { LAYOUT_PRESETS, LAYOUT_PRESET_IDS } from '@marquee/sdk/model';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { LAYOUT_PRESET_NAMES } from './layoutPresetNames';
import { LayoutPresetPicker } from './LayoutPresetPicker';

afterEach(cleanup);

describe('layout picker', () => {
  it('names every drawing in words, draws its zones, and hands back the chosen preset', async () => {
    const onChange = vi.fn();
    renderWithTheme(<LayoutPresetPicker value="m" onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Layout' });
    expect(picker.textContent).toBe('Full screen');

    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      LAYOUT_PRESET_IDS.map((id) => LAYOUT_PRESET_NAMES[id]),
    );
    for (const name of ['Main with footer 10%', 'Left bar 20%', 'Four windows']) {
      screen.getByRole('option', { name });
    }
    // No option reads as a code.
    expect(options.some((o) => /\b(mf\d+|l\d+m\d+|4w|m50v)\b/.test(o.textContent ?? ''))).toBe(
      false,
    );
    // Each drawing has one rectangle per zone, placed by the zone's geometry.
    const leftBar = screen.getByRole('option', { name: 'Left bar 20%' });
    const rects = [...leftBar.querySelectorAll('rect')];
    expect(rects.map((r) => [r.getAttribute('x'), r.getAttribute('width')])).toEqual(
      LAYOUT_PRESETS.l20m80.map((z) => [String(z.x), String(z.w)]),
    );
    expect(
      within(screen.getByRole('option', { name: 'Four windows' }))
        .getByTestId('layout-drawing-4w')
        .querySelectorAll('rect'),
    ).toHaveLength(4);

    await user.click(leftBar);
    expect(onChange).toHaveBeenCalledWith('l20m80');
  });
});
