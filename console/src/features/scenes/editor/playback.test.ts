import { describe, expect, it } from 'vitest';
import { item, scene, startEditor } from '../../../test/sceneEditor';

// Virtual time: TICK carries the elapsed milliseconds, so no timers and no sleeps.
describe('preview playback', () => {
  const e = () => startEditor(scene([item('a')], { duration: 10 }));

  it('advances only while playing', () => {
    const editor = e();
    editor.editor.send({ type: 'TICK', ms: 500 });
    expect(editor.ctx().playback).toEqual({ playing: false, timeMs: 0 });
    editor.editor.send({ type: 'PLAY' });
    editor.editor.send({ type: 'TICK', ms: 500 });
    editor.editor.send({ type: 'TICK', ms: 250 });
    expect(editor.ctx().playback).toEqual({ playing: true, timeMs: 750 });
    editor.editor.send({ type: 'PAUSE' });
    editor.editor.send({ type: 'TICK', ms: 1000 });
    expect(editor.ctx().playback).toEqual({ playing: false, timeMs: 750 });
    expect(editor.editor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
  });

  it('wraps at the scene duration, as a scene loops on screen', () => {
    const editor = e();
    editor.editor.send({ type: 'TOGGLE_PLAY' });
    editor.editor.send({ type: 'SET_TIME', timeMs: 9_500 });
    editor.editor.send({ type: 'TICK', ms: 1_000 });
    expect(editor.ctx().playback.timeMs).toBe(500);
    editor.editor.send({ type: 'TOGGLE_PLAY' });
    expect(editor.ctx().playback.playing).toBe(false);
  });

  it('clamps a seek to the scene, and keeps the playhead inside when the scene shrinks', () => {
    const editor = startEditor(
      scene([item('a', { end: 5 }), item('b', { end: 20 })], { duration: 20 }),
    );
    editor.editor.send({ type: 'SET_TIME', timeMs: -5 });
    expect(editor.ctx().playback.timeMs).toBe(0);
    editor.editor.send({ type: 'SET_TIME', timeMs: 99_000 });
    expect(editor.ctx().playback.timeMs).toBe(20_000);
    editor.editor.send({ type: 'REMOVE', ids: ['b'] });
    expect(editor.doc().duration).toBe(5);
    expect(editor.ctx().playback.timeMs).toBe(5_000);
  });

  it('uses 60 s for a scene without duration, and LOAD stops at 0', () => {
    const editor = startEditor(scene([]));
    editor.editor.send({ type: 'PLAY' });
    editor.editor.send({ type: 'TICK', ms: 61_000 });
    expect(editor.ctx().playback.timeMs).toBe(1_000);
    editor.editor.send({ type: 'LOAD', scene: scene([]) });
    expect(editor.ctx().playback).toEqual({ playing: false, timeMs: 0 });
  });
});
