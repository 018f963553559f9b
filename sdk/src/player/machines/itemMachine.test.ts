import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CompiledEntry, Occurrence } from '../../engine/index.js';
import { itemMachine } from './itemMachine.js';

const entry = {
  key: '0.0:s',
  order: 0,
  zoneId: 0,
  scene: { _id: 's', name: 's', type: 'image', sceneItems: [] },
  durationMs: 10_000,
  renderPath: ['p'],
  itemId: 'a',
  historyKey: 'a',
  rules: [],
  trigger: null,
  interruptionMode: undefined,
  quotaFileIds: [],
} as CompiledEntry;
const occurrence: Occurrence = {
  entry,
  startedAt: 1000,
  endsAt: 11_000,
  triggered: false,
  playlistId: 'p',
};

function item() {
  const actor = createActor(itemMachine, { input: { zoneId: 0, entry } });
  actor.start();
  return actor;
}

describe('item machine', () => {
  it('preloads, becomes ready, plays and ends', () => {
    const actor = item();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'PRELOAD' });
    expect(actor.getSnapshot().value).toBe('preloading');
    actor.send({ type: 'READY' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'START', occurrence, t: 1000 });
    expect(actor.getSnapshot().value).toBe('playing');
    actor.send({ type: 'END', t: 11_000 });
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().can({ type: 'START', occurrence, t: 12_000 })).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      ready: true,
      startedAt: 1000,
      stoppedAt: 11_000,
    });
  });

  it('starts before it is drawn (the previous scene stays up) and records readiness later', () => {
    const actor = item();
    actor.send({ type: 'PRELOAD' });
    actor.send({ type: 'START', occurrence, t: 1000 });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.ready).toBe(false);
    actor.send({ type: 'READY' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.ready).toBe(true);
  });

  it('is interrupted when something takes its place early, and then takes no more events', () => {
    const actor = item();
    actor.send({ type: 'START', occurrence, t: 1000 });
    actor.send({ type: 'INTERRUPT', t: 4000 });
    expect(actor.getSnapshot().value).toBe('interrupted');
    expect(actor.getSnapshot().can({ type: 'END', t: 5000 })).toBe(false);
    expect(actor.getSnapshot().context.stoppedAt).toBe(4000);
  });

  it('does not end or get interrupted before it plays', () => {
    const actor = item();
    actor.send({ type: 'END', t: 0 });
    actor.send({ type: 'INTERRUPT', t: 0 });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
