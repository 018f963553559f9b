// Before the editor: it makes jsdom look like a browser Slate can type into.
import { backspace, enter, select, type } from '../../test/textEditing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { readWidgetBody, textWidget, type TextBlock } from '@marquee/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../../kit/ToolTip';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ItemContentChange } from '../types';
import { textGroup } from './TextGroup';

beforeEach(() => {
  // Slate reads the selection on a throttle, and tooltips wait: both on virtual time. The
  // throttle measures its window with Date.now, so the clock is virtual too: with a real clock a
  // selection change made less than the window after the last one (in real time) was put off
  // again and again, and the test passed only on a machine slow enough to let the window pass.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const readText = (body: Record<string, unknown>) => readWidgetBody(textWidget, body);

/** The group as the scene editor shows it: each change merged into the body it passes back. */
function showGroup(stored: Record<string, unknown> = {}) {
  const changes: ItemContentChange[] = [];
  const { onChange } = renderToolbarGroup(textGroup, {
    type: 'text',
    body: stored,
    readBody: readText,
    followsChanges: true,
  });
  onChange.mockImplementation((change) => void changes.push(change));
  const written = () => changes.at(-1)?.body?.slateValue as TextBlock[] | undefined;
  return { editable: screen.getByTestId('text-editor'), changes, written };
}

const cell = (text: string) => ({
  type: 'table-cell',
  children: [{ type: 'paragraph', children: [{ text }] }],
});
const withTable = {
  slateValue: [
    { type: 'table', children: [{ type: 'table-row', children: [cell('A1'), cell('B1')] }] },
    { type: 'paragraph', children: [{ text: 'after' }] },
  ],
};

describe('the text group', () => {
  it('writes what is typed into the body, in the new item style', async () => {
    const { editable, written } = showGroup();
    await select(editable, [0, 0]);
    await type(editable, 'Hello');
    expect(written()).toEqual([
      { type: 'paragraph', children: [{ text: 'Hello', fontSize: 40, fontFamily: 'Roboto' }] },
    ]);
    expect(editable.textContent).toBe('Hello');
  });

  it('makes the selected text bold', async () => {
    const { editable, written } = showGroup({
      slateValue: [{ type: 'paragraph', children: [{ text: 'Big deal' }] }],
    });
    await select(editable, [0, 4], [0, 8]);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await act(async () => {});
    expect(written()).toEqual([
      { type: 'paragraph', children: [{ text: 'Big ' }, { text: 'deal', bold: true }] },
    ]);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('applies a typed font size only above 0, clamped to 120', async () => {
    const { editable, written, changes } = showGroup({
      slateValue: [{ type: 'paragraph', children: [{ text: 'Menu' }] }],
    });
    await select(editable, [0, 0], [0, 4]);
    const size = screen.getByTestId<HTMLInputElement>('text-tool-font-size');
    expect(size.value).toBe('20');
    fireEvent.change(size, { target: { value: '0' } });
    fireEvent.blur(size);
    await act(async () => {});
    expect(changes).toHaveLength(0);
    fireEvent.change(size, { target: { value: '500' } });
    fireEvent.blur(size);
    await act(async () => {});
    expect(written()).toEqual([{ type: 'paragraph', children: [{ text: 'Menu', fontSize: 120 }] }]);
  });

  it('sizes all of the text when none is selected, and shows the size it has', async () => {
    const { editable, written } = showGroup({
      slateValue: [
        { type: 'paragraph', children: [{ text: 'Big', fontSize: 32 }, { text: ' sale' }] },
        { type: 'paragraph', children: [{ text: 'today' }] },
      ],
    });
    // Never clicked into: the field shows the item's size, and a typed 64 is 64 for all of it.
    const size = screen.getByTestId<HTMLInputElement>('text-tool-font-size');
    expect(size.value).toBe('32');
    fireEvent.change(size, { target: { value: '64' } });
    fireEvent.blur(size);
    await act(async () => {});
    expect(written()).toEqual([
      { type: 'paragraph', children: [{ text: 'Big sale', fontSize: 64 }] },
      { type: 'paragraph', children: [{ text: 'today', fontSize: 64 }] },
    ]);
    expect(size.value).toBe('64');
    // A caret in the text is no selection either: the whole item still takes the size.
    await select(editable, [0, 2]);
    fireEvent.change(size, { target: { value: '6' } });
    fireEvent.blur(size);
    await act(async () => {});
    expect(written()).toEqual([
      { type: 'paragraph', children: [{ text: 'Big sale', fontSize: 6 }] },
      { type: 'paragraph', children: [{ text: 'today', fontSize: 6 }] },
    ]);
  });

  it('keeps its tools out of the Tab order until the text is being edited', async () => {
    const { editable } = showGroup();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.tabIndex).toBe(-1);
    expect(screen.getByTestId<HTMLInputElement>('text-tool-font-size').tabIndex).toBe(-1);
    await select(editable, [0, 0]);
    expect(bold.tabIndex).toBe(0);
    expect(screen.getByTestId<HTMLInputElement>('text-tool-font-size').tabIndex).toBe(0);
  });

  it('inserts a 2 × 2 table, and offers no table insert inside one', async () => {
    const { editable, written } = showGroup();
    await select(editable, [0, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await act(async () => {});
    const [table] = written()!;
    expect(table?.type).toBe('table');
    const rows = (table as Extract<TextBlock, { type: 'table' }>).children;
    expect(rows.map((row) => row.children.length)).toEqual([2, 2]);
    // The cursor is now in the first cell: the cell tools show instead of the insert.
    expect(screen.queryByRole('button', { name: 'Insert table' })).toBeNull();
    screen.getByTestId('text-table-tools');
  });

  it('offers the table insert again once the selection leaves the table', async () => {
    const { editable } = showGroup(withTable);
    await select(editable, [1, 1]);
    expect(screen.queryByRole('button', { name: 'Insert table' })).toBeNull();
    await select(editable, [2, 0]);
    screen.getByRole('button', { name: 'Insert table' });
  });

  it('keeps the table on Backspace at the start of a cell and on Enter in a cell', async () => {
    const { editable, changes, written } = showGroup(withTable);
    await select(editable, [1, 0]);
    await backspace(editable);
    await enter(editable);
    expect(changes).toHaveLength(0);
    expect(Array.from(editable.querySelectorAll('td'), (td) => td.textContent)).toEqual([
      'A1',
      'B1',
    ]);
    // Inside the cell, Backspace deletes as usual.
    await select(editable, [1, 2]);
    await backspace(editable);
    expect(written()?.[0]).toEqual({
      type: 'table',
      children: [{ type: 'table-row', children: [cell('A1'), cell('B')] }],
    });
  });

  it('starts again from a body changed elsewhere', () => {
    // e.g. undo in the scene editor: the body the group is given is not what it wrote.
    const first = { slateValue: [{ type: 'paragraph', children: [{ text: 'Before' }] }] };
    const { rerender } = renderToolbarGroup(textGroup, {
      type: 'text',
      body: first,
      readBody: readText,
    });
    const second = { slateValue: [{ type: 'paragraph', children: [{ text: 'After' }] }] };
    rerender(second);
    expect(screen.getByTestId('text-editor').textContent).toBe('After');
  });

  it('does not save a text too long for screens, and says so', async () => {
    const { editable, changes } = showGroup();
    await select(editable, [0, 0]);
    await type(editable, 'x'.repeat(20_001));
    expect(changes).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toMatch(/too long/);
  });

  it('names its tools with tooltips that wait 750 ms', () => {
    showGroup();
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Centre',
      'Bulleted list',
    ]) {
      screen.getByRole('button', { name });
    }
    screen.getByRole('spinbutton', { name: 'Font size' });
    screen.getByRole('combobox', { name: 'Font' });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Italic' }));
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip').textContent).toBe('Italic');
  });
});
