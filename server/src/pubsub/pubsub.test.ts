import { describe, expect, it } from 'vitest';
import { describePubSubContract } from '../test/pubsub.contract.js';
import { createInProcessPubSub } from './pubsub.js';
import { mapEvents, startWith } from './streams.js';

describePubSubContract('in-process', () =>
  Promise.resolve({ pubsub: createInProcessPubSub(), close: () => Promise.resolve() }),
);

describe('in-process pub/sub', () => {
  it('calls a listener inside the publish call: a fan-out tells each screen as it goes', () => {
    const pubsub = createInProcessPubSub();
    const heard: string[] = [];
    pubsub.listen('device:changed', 'account-1', ({ deviceId }) => heard.push(deviceId));
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd1' });
    expect(heard).toEqual(['d1']);
  });

  it('queues an event equal to one still waiting once, where the latest of them was', async () => {
    const pubsub = createInProcessPubSub();
    const events = pubsub.subscribe('device:changed', 'account-1');
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd0' });
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd1' });
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd0' });
    expect(await events.next()).toEqual({ value: { deviceId: 'd1' }, done: false });
    expect(await events.next()).toEqual({ value: { deviceId: 'd0' }, done: false });
    pubsub.publish('device:changed', 'account-1', { deviceId: 'd2' });
    expect(await events.next()).toEqual({ value: { deviceId: 'd2' }, done: false });
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
