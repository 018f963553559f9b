import { describe, expect, it } from 'vitest';
import { item, scene, startEditor } from '../../../test/sceneEditor';
import { selectCanUndo, selectLengthFollowsItems } from './editorMachine';
import { fitToItems, followsItems, formatLength, lengthProblem } from './sceneLength';

const following = (e: ReturnType<typeof startEditor>) =>
  selectLengthFollowsItems(e.editor.getSnapshot());

describe('a scene following its items', () => {
  it('gives its first item 30 s and lasts as long, then follows every end both ways', () => {
    const e = startEditor(scene([]));
    e.editor.send({ type: 'CREATE', itemType: 'ticker' });
    expect(e.at('n1')).toMatchObject({ start: 0, end: 30 });
    expect(e.doc().duration).toBe(30);
    e.editor.send({ type: 'UPDATE', id: 'n1', patch: { end: 400 } });
    expect(e.doc().duration).toBe(400);
    e.editor.send({ type: 'UPDATE', id: 'n1', patch: { end: 60 } });
    expect(e.doc().duration).toBe(60);
    expect(following(e)).toBe(true);
  });

  it('shrinks to the latest remaining end when an item goes, and keeps its length when none is left', () => {
    const e = startEditor(
      scene([item('a', { end: 20 }), item('b', { end: 90 })], { duration: 90 }),
    );
    e.editor.send({ type: 'REMOVE', ids: ['b'] });
    expect(e.doc().duration).toBe(20);
    e.editor.send({ type: 'REMOVE', ids: ['a'] });
    expect(e.doc().duration).toBe(20);
  });

  it('fills a new item to the scene end, and a feed does not lengthen the scene by itself', () => {
    const e = startEditor(scene([item('a', { end: 60 })], { duration: 60 }));
    // What an RSS editor's default makes: 20 entries of 20 s. Not a file: the scene's 60 s win.
    e.editor.send({
      type: 'CREATE',
      itemType: 'ticker',
      start: 10,
      patch: { end: 410, item: { type: 'ticker', body: { duration: 20 } } },
    });
    expect(e.at('n1')).toMatchObject({ start: 10, end: 60, item: { body: { duration: 20 } } });
    expect(e.doc().duration).toBe(60);
    // A picked video's length is the content's own: the scene grows to show it whole.
    e.editor.send({
      type: 'CREATE',
      itemType: 'image',
      patch: { end: 95, item: { type: 'image', fileId: 'clip' } },
    });
    expect(e.at('n2')).toMatchObject({ start: 0, end: 95 });
    expect(e.doc().duration).toBe(95);
  });
});

describe('a scene length set by hand', () => {
  it('stays as items shrink or go, grows when one runs past it, and goes back to its items', () => {
    const e = startEditor(
      scene([item('a', { end: 60 }), item('b', { end: 30 })], { duration: 60 }),
    );
    e.editor.send({ type: 'SET_LENGTH', seconds: 90 });
    expect(e.doc().duration).toBe(90);
    expect(following(e)).toBe(false);
    e.editor.send({ type: 'UPDATE', id: 'a', patch: { end: 45 } });
    e.editor.send({ type: 'REMOVE', ids: ['b'] });
    expect(e.doc().duration).toBe(90);
    // A new item fills the length the operator chose.
    e.editor.send({ type: 'CREATE', itemType: 'ticker' });
    expect(e.at('n1')).toMatchObject({ start: 0, end: 90 });
    e.editor.send({ type: 'UPDATE', id: 'n1', patch: { end: 120 } });
    expect(e.doc().duration).toBe(120);
    e.editor.send({ type: 'UPDATE', id: 'n1', patch: { end: 50 } });
    expect(e.doc().duration).toBe(120);

    e.editor.send({ type: 'FOLLOW_ITEMS' });
    expect(e.doc().duration).toBe(50);
    expect(following(e)).toBe(true);
    e.editor.send({ type: 'UNDO' });
    expect(e.doc().duration).toBe(120);
    expect(following(e)).toBe(false);
  });

  it('is refused below the latest item end, with the reason, and nothing changes', () => {
    const start = scene([item('a', { end: 60 })], { duration: 60 });
    const e = startEditor(start);
    e.editor.send({ type: 'SET_LENGTH', seconds: 45 });
    expect(e.doc()).toBe(start);
    expect(e.ctx().errors).toEqual([
      {
        path: 'duration',
        message:
          'The items run until 1:00, so the scene cannot be shorter. Shorten or remove the items that end later first.',
      },
    ]);
    expect(selectCanUndo(e.editor.getSnapshot())).toBe(false);
    expect(following(e)).toBe(true);
  });

  it('is one step to undo', () => {
    const e = startEditor(scene([item('a', { end: 60 })], { duration: 60 }));
    e.editor.send({ type: 'SET_LENGTH', seconds: 75.5 });
    expect(e.doc().duration).toBe(75.5);
    e.editor.send({ type: 'UNDO' });
    expect(e.doc().duration).toBe(60);
    expect(following(e)).toBe(true);
  });
});

describe('reading a stored scene', () => {
  it('follows its items unless its length differs from their end', () => {
    expect(followsItems(scene([item('a', { end: 60 })]))).toBe(true);
    expect(followsItems(scene([], { duration: 90 }))).toBe(true);
    expect(followsItems(scene([item('a', { end: 60 })], { duration: 60 }))).toBe(true);
    // The acceptance tester's scene: items end at 1:00, the scene at 6:40.
    const inflated = scene([item('a', { end: 60 })], { duration: 400 });
    expect(followsItems(inflated)).toBe(false);
    expect(startEditor(inflated).ctx().lengthFollowsItems).toBe(false);
    expect(fitToItems(inflated).duration).toBe(60);
  });

  it('words lengths as people read them', () => {
    expect(formatLength(60)).toBe('1:00');
    expect(formatLength(400)).toBe('6:40');
    expect(formatLength(12.5)).toBe('0:12.5');
    expect(formatLength(3723)).toBe('1:02:03');
    expect(lengthProblem(scene([]), 0)).toBe('A scene lasts more than 0 seconds.');
  });
});
