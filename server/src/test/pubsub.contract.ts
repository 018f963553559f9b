import { afterEach, describe, expect, it } from 'vitest';
import type { PubSub } from '../pubsub/pubsub.js';

export interface PubSubUnderTest {
  pubsub: PubSub;
  close(): Promise<void>;
}

/**
 * What every PubSub does, whatever carries the events (one process's memory, Redis): run by each
 * implementation's test file with a factory that makes a fresh instance.
 */
export function describePubSubContract(name: string, create: () => Promise<PubSubUnderTest>) {
  describe(`${name} pub/sub (contract)`, () => {
    const open: PubSubUnderTest[] = [];
    const fresh = async () => {
      const made = await create();
      open.push(made);
      return made.pubsub;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((made) => made.close()));
    });

    it('hears what is published right after subscribing, before the first read', async () => {
      const pubsub = await fresh();
      const events = pubsub.subscribe('device:changed', 'account-1');
      pubsub.publish('device:changed', 'account-1', { deviceId: 'd1' });
      pubsub.publish('device:changed', 'account-2', { deviceId: 'other account' });
      pubsub.publish('device:changed', 'account-1', { deviceId: 'd2' });
      expect(await events.next()).toEqual({ value: { deviceId: 'd1' }, done: false });
      expect(await events.next()).toEqual({ value: { deviceId: 'd2' }, done: false });
    });

    it('keeps every distinct event, in order, for a subscriber that falls behind a burst of thousands', async () => {
      const pubsub = await fresh();
      const events = pubsub.subscribe('device:changed', 'account-1');
      for (let i = 0; i < 5000; i++)
        pubsub.publish('device:changed', 'account-1', { deviceId: `d${i}` });
      const heard: string[] = [];
      for (let i = 0; i < 5000; i++)
        heard.push(((await events.next()).value as { deviceId: string }).deviceId);
      expect(heard).toEqual(Array.from({ length: 5000 }, (_, i) => `d${i}`));
      pubsub.publish('device:changed', 'account-1', { deviceId: 'd0' });
      expect(await events.next()).toEqual({ value: { deviceId: 'd0' }, done: false });
    });

    it('delivers one publish once to each subscriber of its key', async () => {
      const pubsub = await fresh();
      const first = pubsub.subscribe('user:changed', 'u1');
      const second = pubsub.subscribe('user:changed', 'u1');
      pubsub.publish('user:changed', 'u1', { userId: 'once' });
      pubsub.publish('user:changed', 'u1', { userId: 'then' });
      for (const events of [first, second]) {
        expect(await events.next()).toEqual({ value: { userId: 'once' }, done: false });
        // Were "once" delivered twice, the second copy would come before "then".
        expect(await events.next()).toEqual({ value: { userId: 'then' }, done: false });
      }
    });

    it('drops, as they are heard, the events a subscriber does not want', async () => {
      const pubsub = await fresh();
      const events = pubsub.subscribe('user:changed', 'u1', ({ userId }) => userId !== 'skip');
      for (const userId of ['skip', 'first', 'skip', 'last'])
        pubsub.publish('user:changed', 'u1', { userId });
      expect(await events.next()).toEqual({ value: { userId: 'first' }, done: false });
      expect(await events.next()).toEqual({ value: { userId: 'last' }, done: false });
    });

    it('calls a listener with each event of its key, in order, until it stops', async () => {
      const pubsub = await fresh();
      const heard: string[] = [];
      const stop = pubsub.listen('user:changed', 'u1', ({ userId }) => heard.push(userId));
      // A stream on the same key, read after the listener's events, says they have all come.
      const after = pubsub.subscribe('user:changed', 'u1');
      pubsub.publish('user:changed', 'u2', { userId: 'other user' });
      for (const userId of ['first', 'second', 'last'])
        pubsub.publish('user:changed', 'u1', { userId });
      for (let i = 0; i < 3; i++) await after.next();
      expect(heard).toEqual(['first', 'second', 'last']);
      stop();
      pubsub.publish('user:changed', 'u1', { userId: 'after stop' });
      expect((await after.next()).value).toEqual({ userId: 'after stop' });
      expect(heard).toEqual(['first', 'second', 'last']);
    });

    it('ends a subscription at once, also while it waits, and stops delivering to it', async () => {
      const pubsub = await fresh();
      const ended = pubsub.subscribe('user:changed', 'u1');
      const still = pubsub.subscribe('user:changed', 'u1');
      const waiting = ended.next();
      await ended.return?.();
      expect(await waiting).toEqual({ value: undefined, done: true });
      pubsub.publish('user:changed', 'u1', { userId: 'u1' });
      expect(await still.next()).toEqual({ value: { userId: 'u1' }, done: false });
      expect(await ended.next()).toEqual({ value: undefined, done: true });
    });
  });
}
