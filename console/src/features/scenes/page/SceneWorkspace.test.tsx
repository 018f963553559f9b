import type { SceneItem } from '@marquee/sdk/model';
import { SHORTCUTS } from '../editor';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_QUESTION } from '../../../kit/ConfirmDialog';
import { renderWorkspace, sceneItem, sceneOf, user } from '../../../test/sceneWorkspace';
import { NUDGE_ANNOUNCE_DELAY_MS, nudgeSentence } from './useNudgeAnnouncement';

afterEach(cleanup);

// Fluent's arrow-key navigation (tabster) asks the selection where the caret is when an arrow
// is pressed in a field; jsdom has no Selection.modify. A caret that does not move is enough.
if (!('modify' in Selection.prototype))
  Object.assign(Selection.prototype, { modify: () => undefined });

const box = (id: string) => screen.getByTestId(`scene-item-${id}`);

describe('the canvas', () => {
  it('shows a box per item on screen at the editor time, at its percent geometry', () => {
    renderWorkspace(
      sceneOf([
        sceneItem('a', { x: 10, y: 20, w: 30, h: 40 }),
        sceneItem('b', { x: 50, y: 5, w: 25, h: 25, rotation: 90 }),
        sceneItem('later', { start: 40, end: 50 }),
      ]),
    );
    const canvas = screen.getByTestId('scene-canvas');
    expect(within(canvas).getAllByTestId(/^scene-item-/)).toHaveLength(2);
    expect(box('a').style).toMatchObject({ left: '10%', top: '20%', width: '30%', height: '40%' });
    expect(box('b').style).toMatchObject({ left: '50%', top: '5%', width: '25%', height: '25%' });
    expect(box('b').style.transform).toBe('rotate(90deg)');
    expect(screen.queryByTestId('scene-item-later')).toBeNull();
  });

  it('shows the later item once the time slider reaches it', () => {
    const view = renderWorkspace(sceneOf([sceneItem('later', { start: 40, end: 50 })]));
    act(() => view.editor.editor.send({ type: 'SET_TIME', timeMs: 45_000 }));
    box('later');
    expect(screen.getByTestId('scene-clock').textContent).toBe('0:45.0 / 1:00.0');
  });

  it('outlines the selection in its type colour, with the handles its type offers', () => {
    const view = renderWorkspace(
      sceneOf([sceneItem('pic'), sceneItem('clip', { item: { type: 'video', body: {} } })]),
    );
    view.select('pic');
    expect(box('pic').style.outline).toBe('2px solid #2e86de');
    expect(within(box('pic')).getAllByTestId(/^handle-/)).toHaveLength(9); // 8 + rotate
    // A video is neither resizable nor movable: outlined, but no handles.
    view.select('clip');
    expect(box('clip').style.outline).toBe('2px solid #e67e22');
    expect(within(box('clip')).queryAllByTestId(/^handle-/)).toHaveLength(0);
  });
});

describe('the timeline', () => {
  it('selects the item of a clicked row and shows its properties', async () => {
    renderWorkspace(sceneOf([sceneItem('a', { start: 5, end: 20 })]));
    await user.click(screen.getByTestId('timeline-row-a'));
    expect(screen.getByTestId('timeline-row-a').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId<HTMLInputElement>('item-start').value).toBe('5');
    expect(screen.getByTestId<HTMLInputElement>('item-end').value).toBe('20');
  });

  it('plays on animation frames, not on real time', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a')]));
    await user.click(screen.getByTestId('play-pause'));
    act(() => view.frames.frame(1000));
    act(() => view.frames.frame(1050));
    act(() => view.frames.frame(1100));
    expect(screen.getByTestId('scene-clock').textContent).toBe('0:00.1 / 1:00.0');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => view.frames.frame(2000));
    expect(screen.getByTestId('scene-clock').textContent).toBe('0:00.1 / 1:00.0');
  });
});

describe('keyboard', () => {
  it('does not act on keys typed into fields', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a'), sceneItem('b')]));
    view.select('a');
    await user.click(screen.getByTestId('item-x'));
    await user.keyboard('{Backspace}{Delete}{ArrowRight}{Control>}a{/Control}? ');
    expect(screen.queryByText(DELETE_QUESTION)).toBeNull();
    expect(screen.queryByText('Keyboard shortcuts')).toBeNull();
    expect(view.ids()).toEqual(['a', 'b']);
    expect(view.editor.editor.getSnapshot().context.selection).toEqual(['a']);
    expect(view.editor.editor.getSnapshot().context.playback.playing).toBe(false);
    expect(box('a').style.left).toBe('10%');
  });

  it('nudges by 1 % and selects all outside fields', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a'), sceneItem('b')]));
    view.select('a');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(box('a').style).toMatchObject({ left: '11%', top: '21%' });
    await user.keyboard('{Control>}a{/Control}');
    expect(box('b').style.outline).toBe('2px solid #2e86de');
  });

  it('asks before deleting; Enter confirms, Cancel keeps the item', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a'), sceneItem('b')]));
    view.select('a');
    await user.keyboard('{Delete}');
    screen.getByText(DELETE_QUESTION);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(DELETE_QUESTION)).toBeNull();
    expect(view.ids()).toEqual(['a', 'b']);

    await user.keyboard('{Backspace}');
    screen.getByText(DELETE_QUESTION);
    await user.keyboard('{Enter}');
    expect(screen.queryByText(DELETE_QUESTION)).toBeNull();
    expect(view.ids()).toEqual(['b']);
    expect(screen.queryByTestId('scene-item-a')).toBeNull();
    // The focus is not lost with the item: the canvas's Tab stop takes it.
    await waitFor(() => expect(document.activeElement).toBe(box('b')));
  });

  it('asks from the toolbar too', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a')]));
    view.select('a');
    await user.click(screen.getByTestId('tool-delete-item'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(view.ids()).toEqual([]);
  });

  it('"?" lists every shortcut of the table', async () => {
    renderWorkspace(sceneOf([]));
    await user.keyboard('?');
    const canvasKeys = await screen.findByTestId('canvas-keys-table');
    expect(canvasKeys.textContent).toContain('Page DownSelect the next item');
    const table = screen.getByTestId('shortcuts-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(SHORTCUTS.length);
    SHORTCUTS.forEach((shortcut, i) => {
      const row = rows[i] as HTMLElement;
      within(row).getByText(shortcut.label);
      for (const key of shortcut.keys)
        expect(row.textContent).toContain(key.replace('Mod', 'Ctrl'));
    });
  });

  it('undoes and redoes with Mod+Z and Mod+Shift+Z, and the buttons follow', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a')]));
    view.select('a');
    await user.keyboard('{Control>}d{/Control}');
    expect(view.ids()).toEqual(['a', 'new1']);
    expect(box('new1').style).toMatchObject({ left: '15%', top: '25%' });
    await user.keyboard('{Control>}z{/Control}');
    expect(view.ids()).toEqual(['a']);
    expect(screen.getByTestId('redo').getAttribute('aria-disabled')).not.toBe('true');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(view.ids()).toEqual(['a', 'new1']);
  });

  it('copies and pastes through the clipboard', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a')]));
    view.select('a');
    await user.keyboard('{Control>}c{/Control}{Control>}v{/Control}');
    await screen.findByTestId('scene-item-new1');
    expect(box('new1').style).toMatchObject({ left: '15%', top: '25%' });
  });
});

const textItem = (id: string, text: string, over: Partial<SceneItem> = {}) =>
  sceneItem(id, {
    item: { type: 'text', body: { slateValue: [{ type: 'paragraph', children: [{ text }] }] } },
    ...over,
  });
const field = (name: string) => screen.getByTestId<HTMLInputElement>(`item-${name}`);

describe('the canvas by keyboard', () => {
  it('is one Tab stop of items named by type and content; focus selects', () => {
    const view = renderWorkspace(
      sceneOf([textItem('t', 'Welcome'), sceneItem('v', { item: { type: 'video', body: {} } })]),
    );
    const items = within(screen.getByRole('listbox', { name: 'Items on the canvas' }));
    const welcome = items.getByRole('option', { name: 'Text: Welcome' });
    const video = items.getByRole('option', { name: 'Video' });
    // Nothing selected: the first item is the stop.
    expect([welcome.tabIndex, video.tabIndex]).toEqual([0, -1]);
    act(() => video.focus());
    expect(view.editor.editor.getSnapshot().context.selection).toEqual(['v']);
    expect(video.getAttribute('aria-selected')).toBe('true');
    expect([welcome.tabIndex, video.tabIndex]).toEqual([-1, 0]);
  });

  it('goes from item to item with Page Down and Page Up, selecting each', async () => {
    const view = renderWorkspace(sceneOf([textItem('t', 'Welcome'), textItem('u', 'Menu')]));
    act(() => screen.getByRole('option', { name: 'Text: Welcome' }).focus());
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Text: Menu' }));
    expect(view.editor.editor.getSnapshot().context.selection).toEqual(['u']);
    await user.keyboard('{PageUp}');
    expect(view.editor.editor.getSnapshot().context.selection).toEqual(['t']);
  });

  it('moves text and video with the arrows, though the pointer may not drag them', async () => {
    renderWorkspace(
      sceneOf([
        textItem('t', 'Welcome', { x: 10, y: 20 }),
        sceneItem('v', { x: 50, y: 20, item: { type: 'video', body: {} } }),
      ]),
    );
    act(() => screen.getByRole('option', { name: 'Text: Welcome' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(box('t').style).toMatchObject({ left: '12%', top: '21%' });
    expect([field('x').value, field('y').value]).toEqual(['12', '21']);
    await user.keyboard('{PageDown}{ArrowLeft}');
    expect(box('v').style.left).toBe('49%');
  });

  it('says where the arrows moved an item once they rest, not at every step', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      renderWorkspace(sceneOf([textItem('t', 'Welcome', { x: 10, y: 20 })]));
      act(() => screen.getByRole('option', { name: 'Text: Welcome' }).focus());
      const said = () => screen.getByTestId('editor-announcement').textContent?.trim();
      // Keys as events: user-event's own waits would sit on the faked timers.
      const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
      press('ArrowRight');
      press('ArrowRight');
      act(() => void vi.advanceTimersByTime(NUDGE_ANNOUNCE_DELAY_MS - 1));
      expect(said()).toBe('');
      // Another press before the rest: the wait starts again, and only the last place is said.
      press('ArrowDown');
      act(() => void vi.advanceTimersByTime(NUDGE_ANNOUNCE_DELAY_MS - 1));
      expect(said()).toBe('');
      act(() => void vi.advanceTimersByTime(1));
      expect(said()).toBe('Text moved to 12 %, 21 %');
      expect(screen.getByTestId('editor-announcement').getAttribute('aria-live')).toBe('polite');
    } finally {
      vi.useRealTimers();
    }
  });

  it('words a nudge in the unit the position fields show', () => {
    const scene = sceneOf([
      textItem('t', 'Welcome', { x: 12, y: 21 }),
      sceneItem('v', { item: { type: 'video', body: {} } }),
    ]);
    expect(nudgeSentence(scene, ['t'], 'percents', '16:9')).toBe('Text moved to 12 %, 21 %');
    // 12 % of 1920 px and 21 % of 1080 px, whole pixels as the fields show them.
    expect(nudgeSentence(scene, ['t'], 'relativeToAspectRatio', '16:9')).toBe(
      'Text moved to 230 px, 227 px',
    );
    expect(nudgeSentence(scene, ['t', 'v'], 'percents', '16:9')).toBe('2 items moved');
    expect(nudgeSentence(scene, [], 'percents', '16:9')).toBeNull();
  });

  it('places and sizes text and video in the fields, none of them greyed out', async () => {
    const view = renderWorkspace(
      sceneOf([textItem('t', 'Welcome'), sceneItem('v', { item: { type: 'video', body: {} } })]),
    );
    for (const id of ['t', 'v']) {
      view.select(id);
      const fields = ['x', 'y', 'w', 'h', 'rotation'].map((name) => field(name));
      expect(fields.filter((f) => f.disabled)).toEqual([]);
      await user.clear(field('w'));
      await user.type(field('w'), '20{Enter}');
      await user.clear(field('x'));
      await user.type(field('x'), '70{Enter}');
      await user.selectOptions(screen.getByTestId('item-rotation'), '90');
      expect(box(id).style).toMatchObject({ left: '70%', width: '20%' });
      expect(box(id).style.transform).toBe('rotate(90deg)');
    }
  });
});
