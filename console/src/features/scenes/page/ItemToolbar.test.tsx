import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { editorFor, TOOLTIP_DELAY_MS, type ToolbarGroupProps } from '../../../widgets';
import { ItemToolbar } from './ItemToolbar';
import { sceneItem, user } from '../../../test/sceneWorkspace';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tools = { raise: vi.fn(), lower: vi.fn(), duplicate: vi.fn(), remove: vi.fn() };

function renderImageToolbar(onChange: ToolbarGroupProps['onChange'] = () => undefined) {
  const item = sceneItem('a');
  return renderWithTheme(
    <ItemToolbar
      title="Image"
      groups={editorFor('image')?.toolbarGroups ?? []}
      groupProps={{
        sceneItem: item,
        body: { imageSizing: 'contain' },
        file: undefined,
        onChange,
        pickFile: async () => null,
      }}
      tools={tools}
    />,
  );
}

describe('the floating toolbar', () => {
  it('opens the first group, and opening another closes it', async () => {
    renderImageToolbar();
    expect(screen.getByRole('button', { name: 'Sizing' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    screen.getByText('Cover');
    expect(screen.queryByLabelText('Background colour')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Background' }));
    expect(screen.getByRole('button', { name: 'Background' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Sizing' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByText('Cover')).toBeNull();
    screen.getByLabelText('Background colour');
  });

  it('shows the sizings as words and sets the one clicked', async () => {
    const onChange = vi.fn();
    renderImageToolbar(onChange);
    screen.getByText('Contain');
    screen.getByText('Stretch');
    await user.click(screen.getByText('Cover'));
    expect(onChange).toHaveBeenCalledWith({ body: { imageSizing: 'cover' } });
  });

  it('runs the z-order, duplicate and delete tools', async () => {
    renderImageToolbar();
    await user.click(screen.getByRole('button', { name: 'Bring forward' }));
    await user.click(screen.getByRole('button', { name: 'Send backward' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    expect(tools.raise).toHaveBeenCalledOnce();
    expect(tools.lower).toHaveBeenCalledOnce();
    expect(tools.duplicate).toHaveBeenCalledOnce();
    expect(tools.remove).toHaveBeenCalledOnce();
  });

  it('shows a tool tip only after 750 ms over the tool', () => {
    // Before rendering: the tooltip takes its timer functions from the window when it renders.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderImageToolbar();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Duplicate' }));
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip').textContent).toBe('Duplicate');
  });
});
