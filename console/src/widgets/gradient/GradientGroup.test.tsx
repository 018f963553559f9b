import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBodyOf, defaultWidgets } from '@marquee/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { gradientEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

function renderGroup(body: Record<string, unknown>) {
  const onChange = vi.fn();
  renderWithTheme(
    <>
      {gradientEditor.toolbarGroups[0]!.render({
        sceneItem: {
          _id: 'g',
          start: 0,
          end: 30,
          x: 25,
          y: 25,
          w: 50,
          h: 50,
          rotation: 0,
          item: { type: 'gradient', body },
        },
        body,
        file: undefined,
        onChange,
        pickFile: async () => null,
      })}
    </>,
  );
  return onChange;
}

const DEFAULT_COLOURS = ['#f5c518', '#e4572e'];

describe('gradient editor', () => {
  it('is offered, and a new gradient starts with 2 colours, 5 steps and 25 degrees', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'gradient');
    expect(widget?.label).toBe('Gradient');
    expect(gradientEditor.create).toBeUndefined();
    expect(defaultBodyOf(widget!).gradient).toEqual({
      colors: DEFAULT_COLOURS,
      steps: 5,
      angle: 25,
    });
  });

  it('shows the definition and clamps a typed angle to 0..360 when the field is left', async () => {
    const onChange = renderGroup({});
    expect(screen.getByTestId<HTMLInputElement>('gradient-colour-1').value).toBe('#f5c518');
    expect(screen.getByTestId<HTMLInputElement>('gradient-colour-2').value).toBe('#e4572e');
    expect(screen.getByTestId<HTMLInputElement>('gradient-steps').value).toBe('5');
    const angle = screen.getByTestId<HTMLInputElement>('gradient-angle');
    expect(angle.value).toBe('25');
    await user.clear(angle);
    await user.type(angle, '500');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({
      body: { gradient: { colors: DEFAULT_COLOURS, steps: 5, angle: 360 } },
    });
  });

  it('keeps at least 2 steps', async () => {
    const onChange = renderGroup({});
    const steps = screen.getByTestId('gradient-steps');
    await user.clear(steps);
    await user.type(steps, '1{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      body: { gradient: { colors: DEFAULT_COLOURS, steps: 2, angle: 25 } },
    });
  });

  it('adds colours and never removes the last one', async () => {
    const onChange = renderGroup({ gradient: { colors: ['#000000'], steps: 5, angle: 25 } });
    // The last colour's Remove is unavailable, and still reachable by Tab.
    expect(
      screen.getByRole('button', { name: 'Remove colour 1' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    expect(onChange).toHaveBeenCalledWith({
      body: { gradient: { colors: ['#000000', '#000000'], steps: 5, angle: 25 } },
    });
  });

  it('removes a colour when there are several', async () => {
    const onChange = renderGroup({});
    await user.click(screen.getByRole('button', { name: 'Remove colour 1' }));
    expect(onChange).toHaveBeenCalledWith({
      body: { gradient: { colors: ['#e4572e'], steps: 5, angle: 25 } },
    });
  });
});
