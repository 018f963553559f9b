import { describe, expect, it } from 'vitest';
import { item, scene, startEditor } from '../../../test/sceneEditor';
import { SHORTCUTS, shortcutFor, type KeyLike } from './shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

const idOf = (event: KeyLike) => shortcutFor(event)?.id;

describe('keyboard shortcuts', () => {
  it('maps every key of the spec to its command', () => {
    expect(idOf(key('Delete'))).toBe('remove');
    expect(idOf(key('Backspace'))).toBe('remove');
    expect(shortcutFor(key('Delete'))?.confirm).toBe(true);
    expect(idOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(idOf(key('z', { metaKey: true }))).toBe('undo');
    expect(idOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(idOf(key('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(idOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(idOf(key('d', { ctrlKey: true }))).toBe('duplicate');
    expect(idOf(key('c', { ctrlKey: true }))).toBe('copy');
    expect(idOf(key('v', { metaKey: true }))).toBe('paste');
    expect(idOf(key('ArrowLeft'))).toBe('nudgeLeft');
    expect(idOf(key(']', { ctrlKey: true }))).toBe('bringForward');
    expect(idOf(key('[', { ctrlKey: true }))).toBe('sendBackward');
    expect(idOf(key(' '))).toBe('playPause');
    expect(idOf(key('Escape'))).toBe('cancel');
    expect(idOf(key('a', { ctrlKey: true }))).toBe('selectAll');
    expect(idOf(key('?', { shiftKey: true }))).toBe('showShortcuts');
  });

  it('needs the exact modifiers', () => {
    expect(idOf(key('z'))).toBeUndefined();
    expect(idOf(key('ArrowLeft', { altKey: true }))).toBeUndefined();
    expect(idOf(key('d'))).toBeUndefined();
    expect(idOf(key('Delete', { ctrlKey: true }))).toBeUndefined();
  });

  it('lists each shortcut once with a label and keys for the dialog, none overlapping', () => {
    expect(new Set(SHORTCUTS.map((s) => s.id)).size).toBe(SHORTCUTS.length);
    for (const s of SHORTCUTS) {
      expect(s.label).not.toBe('');
      expect(s.keys.length).toBeGreaterThan(0);
    }
  });

  it('drives the editor: arrows nudge 1 %, Mod+] raises, Space plays, Escape clears', () => {
    const e = startEditor(scene([item('a'), item('b')]));
    const press = (event: KeyLike) => {
      const shortcut = shortcutFor(event);
      return shortcut ? e.run(shortcut.command) : undefined;
    };
    e.editor.send({ type: 'SELECT', ids: ['a'] });
    press(key('ArrowRight'));
    press(key('ArrowDown'));
    expect(e.at('a')).toMatchObject({ x: 11, y: 11 });
    press(key(']', { ctrlKey: true }));
    expect(e.doc().sceneItems.map((i) => i._id)).toEqual(['b', 'a']);
    press(key('z', { ctrlKey: true }));
    expect(e.doc().sceneItems.map((i) => i._id)).toEqual(['a', 'b']);
    press(key(' '));
    expect(e.ctx().playback.playing).toBe(true);
    expect(press(key('c', { ctrlKey: true }))).toBe('copy');
    expect(e.copySelection()).toContain('"_id":"a"');
    press(key('Escape'));
    expect(e.ctx().selection).toEqual([]);
  });
});
