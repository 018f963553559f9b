import { TIMING_MESSAGES, type SceneItem } from '@marquee/sdk/model';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import type { ItemPatch } from '../editor';
import { GeometryFields } from './GeometryFields';
import type { PositionUnit } from './positionUnits';
import { TimingFields } from './TimingFields';
import { sceneItem, user } from '../../../test/sceneWorkspace';

afterEach(cleanup);

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

async function retype(testId: string, text: string) {
  await user.clear(input(testId));
  if (text) await user.type(input(testId), text);
}

/** The form over an item whose timing follows what it stores, as the editor's does. */
function Timing({ onChange }: { onChange: (t: { start: number; end: number }) => void }) {
  const [timing, setTiming] = useState({ start: 0, end: 30 });
  return (
    <TimingFields
      {...timing}
      onChange={(t) => {
        onChange(t);
        setTiming(t);
      }}
    />
  );
}

describe('the timing form', () => {
  it('shows the three messages as typed, and stores only a valid pair', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Timing onChange={onChange} />);

    await retype('item-start', '-1');
    screen.getByText(TIMING_MESSAGES.startNegative);
    await retype('item-start', '40');
    screen.getByText(TIMING_MESSAGES.order);
    await user.tab();
    expect(input('item-start').value).toBe('40');
    expect(onChange).not.toHaveBeenCalled();

    await retype('item-end', '-3');
    screen.getByText(TIMING_MESSAGES.endNegative);
    expect(screen.queryByText(TIMING_MESSAGES.order)).toBeNull();
    await retype('item-end', '45');
    expect(screen.queryByText(TIMING_MESSAGES.endNegative)).toBeNull();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ start: 40, end: 45 });
    expect([input('item-start').value, input('item-end').value]).toEqual(['40', '45']);
  });
});

function Geometry({ item, onChange }: { item: SceneItem; onChange: (p: ItemPatch) => void }) {
  const [unit, setUnit] = useState<PositionUnit>('percents');
  return (
    <>
      <span data-testid="stored-unit">{unit}</span>
      <GeometryFields
        item={item}
        aspect="16:9"
        unit={unit}
        onUnitChange={setUnit}
        onChange={onChange}
      />
    </>
  );
}

describe('position and size', () => {
  it('switches between percent and pixels of the 1920 × 1080 screen', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Geometry item={sceneItem('a', { x: 10, y: 20, w: 50, h: 25 })} onChange={onChange} />,
    );
    screen.getByText('X (%)');
    expect(['x', 'y', 'w', 'h'].map((f) => input(`item-${f}`).value)).toEqual([
      '10',
      '20',
      '50',
      '25',
    ]);

    await user.click(screen.getByRole('tab', { name: /Pixels/ }));
    expect(screen.getByTestId('stored-unit').textContent).toBe('relativeToAspectRatio');
    screen.getByText('X (px)');
    expect(['x', 'y', 'w', 'h'].map((f) => input(`item-${f}`).value)).toEqual([
      '192',
      '216',
      '960',
      '270',
    ]);

    await retype('item-w', '480');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ w: 25 });
    // A position that would push the item off the screen stops at the edge.
    await retype('item-x', '1900');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ x: 50 });

    await user.click(screen.getByRole('tab', { name: 'Percent' }));
    expect(screen.getByTestId('stored-unit').textContent).toBe('percents');
  });
});
