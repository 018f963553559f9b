import { describe, expect, it } from 'vitest';
import { copyItems, NOT_SCENE_ITEMS, pasteItems, readClipboard } from './clipboard';
import { idGen, ids, item, scene } from '../../../test/sceneEditor';

describe('copy and paste', () => {
  const source = scene([item('a'), item('b', { x: 80, y: 80, end: 90 }), item('c')], {
    _id: 'src',
  });

  it('copies the selected items in z-order', () => {
    const read = readClipboard(copyItems(source, ['b', 'a']) ?? '');
    expect(read.ok && read.items.map((i) => i._id)).toEqual(['a', 'b']);
    expect(copyItems(source, [])).toBeUndefined();
  });

  it('pastes into the same scene with new ids, 5 % offset, clamped, on top', () => {
    const result = pasteItems(source, copyItems(source, ['a', 'b']) ?? '', idGen());
    if (!result.ok) throw new Error('refused');
    expect(result.ids).toEqual(['n1', 'n2']);
    expect(ids(result.scene)).toEqual(['a', 'b', 'c', 'n1', 'n2']);
    expect(result.scene.sceneItems[3]).toMatchObject({ x: 15, y: 15 });
    expect(result.scene.sceneItems[4]).toMatchObject({ x: 80, y: 80 });
  });

  it('pastes into another scene in place and extends its duration', () => {
    const target = scene([item('z')], { _id: 'other', duration: 30 });
    const result = pasteItems(target, copyItems(source, ['a', 'b']) ?? '', idGen());
    if (!result.ok) throw new Error('refused');
    expect(result.scene.sceneItems[1]).toMatchObject({ _id: 'n1', x: 10, y: 10 });
    expect(result.scene.duration).toBe(90);
  });

  it('refuses foreign strings cleanly', () => {
    const refuse = { ok: false, errors: [{ path: '$', message: NOT_SCENE_ITEMS }] };
    const target = scene([]);
    expect(pasteItems(target, 'hello', idGen())).toEqual(refuse);
    expect(pasteItems(target, '{"items":[]}', idGen())).toEqual(refuse);
    expect(pasteItems(target, '[1,2]', idGen())).toEqual(refuse);
    const tampered = JSON.stringify({
      marker: 'marquee/scene-items@1',
      sceneId: 'x',
      items: [{ ...item('a'), w: 500 }],
    });
    const result = pasteItems(target, tampered, idGen());
    expect(!result.ok && result.errors[0]?.message).toMatch(
      /^The clipboard holds no scene items: /,
    );
  });
});
