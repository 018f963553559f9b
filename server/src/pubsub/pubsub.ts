import { EventQueue } from './event-queue.js';

/** Content a device plays from a change on, by ids; `broadcastId` when a broadcast took it over. */
export interface ShowingNow {
  collectionName: string;
  entityId: string;
  broadcastId?: string;
}

// Events carry ids only, never rows: subscribers reload what they need, so a Redis-backed
// implementation can replace this one without serialising domain objects.
export interface Topics {
  /**
   * Something a device plays, or the device itself, changed. Keyed by device id. `commandsOnly`:
   * only its pending commands changed, so a screen's content stream need not look again (a bulk
   * reboot of 10,000 screens would otherwise make each of them re-read what it shows).
   * `showing`: what the device plays from now on, when the publisher knows it (a publish or an
   * emergency broadcast): the screen's stream then skips reading its device and groups again.
   * `fanOut`: how many screens this change tells, so their fetches can be spread from the first.
   */
  'device:current-changed': {
    deviceId: string;
    commandsOnly?: boolean;
    showing?: ShowingNow;
    fanOut?: number;
  };
  /** A device of an account changed (name, content, online status). Keyed by account id. */
  'device:changed': { deviceId: string };
  /** A pairing code changed state. Keyed by pairing id. */
  'pairing:changed': { pairingId: string };
  /** An account's settings, subscription or storage changed. Keyed by account id. */
  'account:changed': { accountId: string };
  /** A user's data or role changed. Keyed by user id. */
  'user:changed': { userId: string };
  /**
   * Who may do what changed: a session or API key ended, a password, role or role's permissions
   * changed, a user or device was removed. Keyed by `user:<id>`, `device:<id>` or
   * `account:<id>` (everyone in it); live sockets check their credential again.
   */
  'access:changed': Record<string, never>;
  /**
   * Content changed: once per change for every screen showing it, not once per screen. Keyed by
   * `*`: every process keeps snapshots of content (modules/content-delivery).
   */
  'content:version': { accountId: string; entityIds: string[] };
}

export type Topic = keyof Topics;

export interface PubSub {
  publish<T extends Topic>(topic: T, key: string, payload: Topics[T]): void;
  /**
   * The topic's events for the key, read in order. `wanted`: events it returns false for are
   * dropped as they are heard, never queued (a screen's stream that ignores what a publish tells
   * 10,000 screens then costs the publish one call each, not a promise chain each).
   */
  subscribe<T extends Topic>(
    topic: T,
    key: string,
    wanted?: (payload: Topics[T]) => boolean,
  ): AsyncIterableIterator<Topics[T]>;
  /**
   * Calls `heard` with each event of the topic and key, in the turn this process hears it (for
   * an in-process publish, inside the publish call): for a subscriber that acts on an event at
   * once, where a stream would take a promise step per event. Returns the function that stops.
   */
  listen<T extends Topic>(topic: T, key: string, heard: (payload: Topics[T]) => void): () => void;
}

/**
 * In-process pub/sub (one server process). A publish to a playlist 10,000 screens show makes
 * 20,000 calls here in one go, so a call is a map lookup and a queue push per subscriber.
 */
export function createInProcessPubSub(): PubSub {
  // By topic, then key: a publish is two map lookups, with no channel name built per call.
  type Subscribers = Set<(payload: unknown) => void>;
  const topics = new Map<Topic, Map<string, Subscribers>>();
  const listen = <T extends Topic>(
    topic: T,
    key: string,
    heard: (payload: Topics[T]) => void,
  ): (() => void) => {
    let keys = topics.get(topic);
    if (!keys) topics.set(topic, (keys = new Map<string, Subscribers>()));
    let subscribers = keys.get(key);
    if (!subscribers) keys.set(key, (subscribers = new Set<(payload: unknown) => void>()));
    const subscriber = heard as (payload: unknown) => void;
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && keys.get(key) === subscribers) keys.delete(key);
    };
  };
  return {
    publish(topic, key, payload) {
      const subscribers = topics.get(topic)?.get(key);
      if (subscribers) for (const heard of subscribers) heard(payload);
    },
    subscribe<T extends Topic>(topic: T, key: string, wanted?: (payload: Topics[T]) => boolean) {
      // Registered now, not on the first read: nothing published after subscribe() is missed.
      let stop = () => {};
      const queue: EventQueue<Topics[T]> = new EventQueue(() => stop());
      stop = listen(topic, key, (payload) => {
        if (!wanted || wanted(payload)) queue.push(payload);
      });
      return queue;
    },
    listen,
  };
}
