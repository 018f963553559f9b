import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from './pubsub.js';
import { mapEvents, startWith } from './streams.js';

describe('in-process pub/sub', () => {
  it('hears what is published right after subscribing, before the first read', async () => {
    const pubsub = createInProcessPubSub();
    const events = pubsub.subscribe('device:changed', 'account-1');
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd1' });
    pubsub.publish('device:changed', 'account-2', { deviceId: 'other account' });
    expect(await events.next()).toEqual({ value: { deviceId: 'd1' }, done: false });
  });

  it('keeps every distinct event for a subscriber that falls behind a burst of thousands', async () => {
    const pubsub = createInProcessPubSub();
    const events = pubsub.subscribe('device:changed', 'account-1');
    for (let i = 0; i < 5000; i++)
      pubsub.publish('device:changed', 'account-1', { deviceId: `d${i}` });
    // The same change again while the first is still waiting: one reload covers both.
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd0' });
    const heard: string[] = [];
    for (let i = 0; i < 5000; i++)
      heard.push(((await events.next()).value as { deviceId: string }).deviceId);
    expect(heard).toEqual(Array.from({ length: 5000 }, (_, i) => `d${i}`));
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd0' });
    expect(await events.next()).toEqual({ value: { deviceId: 'd0' }, done: false });
  });

  it('ends a subscription at once, also while it waits, and stops delivering to it', async () => {
    const pubsub = createInProcessPubSub();
    const ended = pubsub.subscribe('user:changed', 'u1');
    const still = pubsub.subscribe('user:changed', 'u1');
    const waiting = ended.next();
    await ended.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    pubsub.publish('user:changed', 'u1', { userId: 'u1' });
    expect(await ended.next()).toEqual({ value: undefined, done: true });
    expect(await still.next()).toEqual({ value: { userId: 'u1' }, done: false });
  });

  it('maps events to fresh state, skips those without a value, and ends the source with it', async () => {
    const pubsub = createInProcessPubSub();
    const names: Record<string, string | undefined> = { d1: 'Lobby', d2: undefined, d3: 'Bar' };
    const source = pubsub.subscribe('device:changed', 'a1');
    const values = mapEvents(startWith({ deviceId: 'd1' }, source), async (e) => names[e.deviceId]);
    expect(await values.next()).toEqual({ value: 'Lobby', done: false });
    pubsub.publish('device:changed', 'a1', { deviceId: 'd2' });
    pubsub.publish('device:changed', 'a1', { deviceId: 'd3' });
    expect(await values.next()).toEqual({ value: 'Bar', done: false });
    const waiting = values.next();
    await values.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await source.next()).toEqual({ value: undefined, done: true });
  });

  it('passes a failed read to the subscriber while it listens', async () => {
    const pubsub = createInProcessPubSub();
    const values = mapEvents(pubsub.subscribe('user:changed', 'u1'), async () => {
      throw new Error('database is down');
    });
    const next = values.next();
    pubsub.publish('user:changed', 'u1', { userId: 'u1' });
    await expect(next).rejects.toThrow('database is down');
    expect(await values.next()).toEqual({ value: undefined, done: true });
  });
});
