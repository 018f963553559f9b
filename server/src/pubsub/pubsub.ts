import { createPubSub } from 'graphql-yoga';

// Events carry ids only, never rows: subscribers reload what they need, so a Redis-backed
// implementation can replace this one without serialising domain objects.
export interface Topics {
  /** Something a device plays, or the device itself, changed. Keyed by device id. */
  'device:current-changed': { deviceId: string };
  /** A device of an account changed (name, content, online status). Keyed by account id. */
  'device:changed': { deviceId: string };
  /** A pairing code changed state. Keyed by pairing id. */
  'pairing:changed': { pairingId: string };
  /** An account's settings, subscription or storage changed. Keyed by account id. */
  'account:changed': { accountId: string };
  /** A user's data or role changed. Keyed by user id. */
  'user:changed': { userId: string };
}

export type Topic = keyof Topics;

export interface PubSub {
  publish<T extends Topic>(topic: T, key: string, payload: Topics[T]): void;
  subscribe<T extends Topic>(topic: T, key: string): AsyncIterableIterator<Topics[T]>;
}

/** In-process pub/sub (one server process). */
export function createInProcessPubSub(): PubSub {
  const inner = createPubSub();
  return {
    publish(topic, key, payload) {
      inner.publish(`${topic}:${key}`, payload);
    },
    subscribe<T extends Topic>(topic: T, key: string) {
      return inner.subscribe(`${topic}:${key}`) as AsyncIterableIterator<Topics[T]>;
    },
  };
}
