import { TIMING_MESSAGES } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import { recordsCheckpoint } from './capturePolicy';
import { copyItems } from './clipboard';
import { ids, item, scene, startEditor } from '../../../test/sceneEditor';
import { selectCanRedo, selectCanUndo } from './editorMachine';

const base = () =>
  scene([item('a'), item('b', { x: 50 }), item('bg', { item: { type: 'background' } })]);

describe('scene editor machine: actions', () => {
  it('creates at the defaults, selects the new item, and undo removes it', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'CREATE', itemType: 'ticker' });
    expect(ids(e.doc())).toEqual(['a', 'b', 'bg', 'n1']);
    expect(e.ctx().selection).toEqual(['n1']);
    expect(e.at('n1')).toMatchObject({ x: 25, y: 25, w: 50, h: 50, item: { body: { text: '' } } });
    e.editor.send({ type: 'UNDO' });
    expect(ids(e.doc())).toEqual(['a', 'b', 'bg']);
    expect(e.ctx().selection).toEqual([]);
  });

  it('creates an item with its content in one step: one undo removes it whole', () => {
    const e = startEditor(base());
    e.editor.send({
      type: 'CREATE',
      itemType: 'ticker',
      start: 10,
      patch: { end: 100, item: { type: 'ticker', fileId: 'clip', body: { text: 'Hi' } } },
    });
    expect(e.at('n1')).toMatchObject({ start: 10, end: 100, item: { fileId: 'clip' } });
    expect(e.doc().duration).toBe(100);
    e.editor.send({ type: 'UNDO' });
    expect(e.doc()).toEqual(base());
  });

  it('shows why an update is refused and changes nothing', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'UPDATE', id: 'a', patch: { start: 50, end: 10 } });
    expect(e.ctx().errors).toEqual([{ path: '$.end', message: TIMING_MESSAGES.order }]);
    expect(e.doc()).toEqual(base());
    expect(selectCanUndo(e.editor.getSnapshot())).toBe(false);
    e.editor.send({ type: 'UPDATE', id: 'a', patch: { end: 80 } });
    expect(e.ctx().errors).toEqual([]);
    expect(e.doc().duration).toBe(80);
  });

  it('removes, swaps, duplicates and nudges the selection', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'SELECT', ids: ['a'] });
    e.editor.send({ type: 'SWAP_UP' });
    expect(ids(e.doc())).toEqual(['b', 'a', 'bg']);
    e.editor.send({ type: 'SWAP_DOWN' });
    expect(ids(e.doc())).toEqual(['a', 'b', 'bg']);
    e.editor.send({ type: 'NUDGE', dx: 1, dy: -1 });
    expect(e.at('a')).toMatchObject({ x: 11, y: 9 });
    e.editor.send({ type: 'DUPLICATE' });
    expect(e.ctx().selection).toEqual(['n1']);
    expect(e.at('n1')).toMatchObject({ x: 16, y: 14 });
    e.editor.send({ type: 'REMOVE' });
    expect(ids(e.doc())).toEqual(['a', 'b', 'bg']);
    expect(e.ctx().selection).toEqual([]);
  });

  it('nudges an item whose type the pointer may not drag', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'NUDGE', dx: 1, dy: 0, ids: ['bg', 'a'] });
    expect(e.at('bg').x).toBe(11);
    expect(e.at('a').x).toBe(11);
  });

  it('selects by click (shift toggles), by marquee and all', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'SELECT', ids: ['a'] });
    e.editor.send({ type: 'SELECT', ids: ['b'], additive: true });
    expect(e.ctx().selection).toEqual(['a', 'b']);
    e.editor.send({ type: 'SELECT', ids: ['a'], additive: true });
    expect(e.ctx().selection).toEqual(['b']);
    e.editor.send({ type: 'SELECT_IN_RECT', rect: { x: 45, y: 0, w: 10, h: 15 } });
    expect(e.ctx().selection).toEqual(['b']);
    e.editor.send({ type: 'SELECT_IN_RECT', rect: { x: 0, y: 0, w: 12, h: 12 }, additive: true });
    expect(e.ctx().selection).toEqual(['b', 'a', 'bg']);
    e.editor.send({ type: 'SELECT', ids: ['ghost'] });
    expect(e.ctx().selection).toEqual([]);
    e.editor.send({ type: 'SELECT_ALL' });
    expect(e.ctx().selection).toEqual(['a', 'b', 'bg']);
  });

  it('pastes copied items with new ids, offset in the same scene, and refuses foreign text', () => {
    const e = startEditor(base());
    const text = copyItems(base(), ['a']) ?? '';
    e.editor.send({ type: 'PASTE', text });
    expect(e.ctx().selection).toEqual(['n1']);
    expect(e.at('n1')).toMatchObject({ x: 15, y: 15 });
    e.editor.send({ type: 'PASTE', text: 'https://example.com' });
    expect(e.ctx().errors[0]?.message).toBe('The clipboard holds no scene items');
    expect(ids(e.doc())).toEqual(['a', 'b', 'bg', 'n1']);
  });
});

describe('scene editor machine: capture policy', () => {
  it('makes every discrete action one undo step, and redo replays them', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'NUDGE', dx: 1, dy: 0, ids: ['a'] });
    e.editor.send({ type: 'NUDGE', dx: 1, dy: 0, ids: ['a'] });
    e.editor.send({ type: 'UNDO' });
    expect(e.at('a').x).toBe(11);
    e.editor.send({ type: 'UNDO' });
    expect(e.at('a').x).toBe(10);
    e.editor.send({ type: 'REDO' });
    e.editor.send({ type: 'REDO' });
    expect(e.at('a').x).toBe(12);
  });

  it('clears redo on a new action', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'NUDGE', dx: 1, dy: 0, ids: ['a'] });
    e.editor.send({ type: 'UNDO' });
    expect(selectCanRedo(e.editor.getSnapshot())).toBe(true);
    e.editor.send({ type: 'SWAP_UP', ids: ['a'] });
    expect(selectCanRedo(e.editor.getSnapshot())).toBe(false);
  });

  it('records nothing for an action that changes nothing', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'SWAP_UP', ids: ['bg'] });
    e.editor.send({ type: 'REMOVE', ids: [] });
    expect(e.ctx().history.past).toHaveLength(0);
  });

  it('keeps 20 checkpoints: the 21st action drops the oldest', () => {
    const e = startEditor(base());
    for (let i = 0; i < 21; i++) e.editor.send({ type: 'UPDATE', id: 'a', patch: { x: i + 20 } });
    expect(e.ctx().history.past).toHaveLength(20);
    for (let i = 0; i < 25; i++) e.editor.send({ type: 'UNDO' });
    // The oldest state (x 10) is gone; undo stops at the first action's result.
    expect(e.at('a').x).toBe(20);
  });

  it('takes a configurable limit', () => {
    const e = startEditor(base(), { historyLimit: 2 });
    for (let i = 0; i < 5; i++) e.editor.send({ type: 'NUDGE', dx: 1, dy: 0, ids: ['a'] });
    expect(e.ctx().history.past).toHaveLength(2);
  });

  it('does not record LOAD: it replaces the document and clears history and selection', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'SELECT', ids: ['a'] });
    e.editor.send({ type: 'NUDGE', dx: 1, dy: 0 });
    const other = scene([item('z')], { _id: 's2' });
    e.editor.send({ type: 'LOAD', scene: other });
    e.editor.send({ type: 'UNDO' });
    expect(e.doc()).toBe(other);
    expect(e.ctx().selection).toEqual([]);
    expect(e.ctx().history).toEqual({ past: [], future: [] });
  });

  it('does not record REMOTE_UPDATE, and keeps the selection of ids that still exist', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'SELECT', ids: ['a', 'b'] });
    const remote = scene([item('a', { x: 70 })]);
    e.editor.send({ type: 'REMOTE_UPDATE', scene: remote });
    expect(e.doc()).toBe(remote);
    expect(e.ctx().selection).toEqual(['a']);
    e.editor.send({ type: 'UNDO' });
    expect(e.doc()).toBe(remote);
  });

  it('makes a gesture of 30 updates one undo step back to the document before it', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'GESTURE_START' });
    for (let i = 1; i <= 30; i++)
      e.editor.send({ type: 'GESTURE_UPDATE', patch: { a: { x: 10 + i } } });
    e.editor.send({ type: 'GESTURE_END' });
    expect(e.at('a').x).toBe(40);
    expect(e.ctx().history.past).toHaveLength(1);
    e.editor.send({ type: 'UNDO' });
    expect(e.doc()).toEqual(base());
  });

  it('restores the document on GESTURE_CANCEL and records nothing', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'GESTURE_START' });
    e.editor.send({ type: 'GESTURE_UPDATE', patch: { a: { x: 70 } } });
    e.editor.send({ type: 'GESTURE_CANCEL' });
    expect(e.doc()).toEqual(base());
    expect(e.ctx().history.past).toHaveLength(0);
  });

  it('ignores edits and undo mid-gesture, and rebases the gesture on a remote update', () => {
    const e = startEditor(base());
    e.editor.send({ type: 'NUDGE', dx: 1, dy: 0, ids: ['b'] });
    e.editor.send({ type: 'GESTURE_START' });
    e.editor.send({ type: 'GESTURE_UPDATE', patch: { a: { x: 70 } } });
    e.editor.send({ type: 'REMOVE', ids: ['a'] });
    e.editor.send({ type: 'UNDO' });
    expect(e.at('a').x).toBe(70);
    expect(e.at('b').x).toBe(51);
    const remote = scene([item('a', { y: 60 }), item('c')]);
    e.editor.send({ type: 'REMOTE_UPDATE', scene: remote });
    expect(e.at('a')).toMatchObject({ x: 70, y: 60 });
    e.editor.send({ type: 'GESTURE_END' });
    e.editor.send({ type: 'UNDO' });
    expect(e.doc()).toBe(remote);
  });

  it('is a table over every event type', () => {
    expect(recordsCheckpoint({ type: 'GESTURE_UPDATE', patch: {} })).toBe(false);
    expect(recordsCheckpoint({ type: 'GESTURE_END' })).toBe(true);
    expect(recordsCheckpoint({ type: 'LOAD', scene: base() })).toBe(false);
    expect(recordsCheckpoint({ type: 'REMOTE_UPDATE', scene: base() })).toBe(false);
    expect(recordsCheckpoint({ type: 'DUPLICATE' })).toBe(true);
  });
});
