import type { AppServices } from '../../app-services.js';
import { consumedStream, EventQueue } from '../../pubsub/event-queue.js';
import type { ShowingNow, Topics } from '../../pubsub/pubsub.js';
import { mapEvents } from '../../pubsub/streams.js';
import type { DeviceRef } from '../devices/actor.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import { keyOfDevice, keyString, type ContentKey } from './content-key.js';
import { contentVersionsOf } from './versions.js';

export interface ContentNotice {
  hash: string | null;
  url: string | null;
  spreadMs: number;
  broadcastId: string | null;
}

const NOTHING_PUBLISHED: ContentNotice = { hash: null, url: null, spreadMs: 0, broadcastId: null };

/**
 * The key of what a change says a screen plays, in its space, made once per change and space:
 * every screen of a fan-out gets the same event object, and the same key string then costs each
 * of them a lookup where building it cost a string and a hash per screen (and twice).
 */
type KnownKey = { key: ContentKey; id: string };
const keysOfShowing = new WeakMap<ShowingNow, Map<string | null, KnownKey>>();

function keyOfShowing(accountId: string, showing: ShowingNow, spaceId: string | null) {
  let bySpace = keysOfShowing.get(showing);
  if (!bySpace) keysOfShowing.set(showing, (bySpace = new Map<string | null, KnownKey>()));
  let known = bySpace.get(spaceId);
  if (!known) {
    const key = keyOfDevice({
      accountId,
      spaceId,
      publishedCollection: showing.collectionName,
      publishedEntityId: showing.entityId,
    });
    if (!key) return undefined;
    known = { key, id: keyString(key) };
    bySpace.set(spaceId, known);
  }
  return known;
}

/** Why a screen's stream looks again: it opened, the device changed, or its content changed. */
type Wake = 'device' | 'content';

/**
 * The notice of what the device shows now (NOTHING_PUBLISHED when nothing is, or it is gone).
 * `broadcastId`: the emergency broadcast it is, which online screens show at once, without a
 * spread. `fanOut`: how many screens the change that woke this one tells (their fetches are
 * spread).
 */
export async function noticeOf(
  app: AppServices,
  key: ContentKey | null,
  broadcastId: string | null = null,
  fanOut = 0,
): Promise<ContentNotice> {
  if (!key) return NOTHING_PUBLISHED;
  try {
    const versions = contentVersionsOf(app);
    return versions.noticeOf(await versions.current(key), broadcastId, fanOut);
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
      return NOTHING_PUBLISHED;
    throw error;
  }
}

/** What the device plays after a change: read from the database, or as the change said. */
type DeviceChange =
  { read: true; fanOut: number } | { read: false; showing: ShowingNow; fanOut: number };

/** The next device change to look at, given the one still waiting: a read covers both. */
function laterChange(waiting: DeviceChange | undefined, event: Topics['device:current-changed']) {
  const fanOut = Math.max(waiting?.fanOut ?? 0, event.fanOut ?? 0);
  if (waiting?.read || !event.showing) return { read: true, fanOut } as const;
  return { read: false, showing: event.showing, fanOut } as const;
}

/**
 * One screen's content versions: the current one first, then one per change. A change to content
 * costs the screen a set lookup and, when it shows that content, the notice every other screen of
 * it gets too (the same object: GraphQL resolves it with default resolvers only). A change to the
 * device itself (rename, removal of its content, a group's) reads its row and groups; a publish
 * or a broadcast says what it plays now, and the screen takes that without reading anything.
 */
export function contentVersionChanged(
  app: AppServices,
  self: DeviceRef,
): AsyncIterableIterator<ContentNotice> {
  const { queue, noticeAfter } = screenContent(app, self);
  return mapEvents(queue, noticeAfter);
}

/**
 * The same notices, each written by `write` (to the screen's socket) as it is made, for
 * graphql-ws to hold while they are (event-queue.ts, consumedStream). A publish that says what the
 * screen plays, whose snapshot is made, reaching a stream with nothing in hand, writes the notice
 * in the turn the screen is told (a fan-out to 10,000 screens then costs one step each, not a
 * chain of promises each).
 */
export function writtenContentVersions(
  app: AppServices,
  self: DeviceRef,
  write: (notice: ContentNotice) => void,
): AsyncIterableIterator<never> {
  const { queue, noticeAfter } = screenContent(app, self, write);
  return consumedStream(queue, noticeAfter, write);
}

/**
 * A screen's wakes and what makes its next notice of one (undefined: it has that one already).
 * `write`: where a notice may go at once, in the turn the screen is told.
 */
function screenContent(
  app: AppServices,
  self: DeviceRef,
  write?: (notice: ContentNotice) => void,
): { queue: EventQueue<Wake>; noticeAfter: (wake: Wake) => Promise<ContentNotice | undefined> } {
  const versions = contentVersionsOf(app);
  let key: ContentKey | null = null;
  let keyId = '';
  let unwatch = () => {};
  let lastHash: string | null | undefined;
  let lastBroadcast: string | null = null;
  /** The broadcast that has taken the screen over, or null. */
  let broadcast: string | null = null;
  /** The device's space as last read (undefined: never read, or the device is gone). */
  let space: string | null | undefined;
  let waiting: DeviceChange | undefined = { read: true, fanOut: 0 };
  const stopListening = versions.listen(self.accountId, (event) => {
    if (!key || !event.entityIds.includes(key.entityId)) return false;
    queue.push('content');
    return true;
  });
  const queue = new EventQueue<Wake>(() => {
    stopListening();
    unwatch();
    stopDeviceEvents();
  });

  const showKey = (next: ContentKey | null, nextId = next ? keyString(next) : '') => {
    if (nextId === keyId) return;
    unwatch();
    unwatch = next ? versions.watch(next, nextId) : () => {};
    key = next;
    keyId = nextId;
  };
  /** The notice, unless the screen has it already. */
  const fresh = (notice: ContentNotice): ContentNotice | undefined => {
    if (notice.hash === lastHash && notice.broadcastId === lastBroadcast) return undefined;
    lastHash = notice.hash;
    lastBroadcast = notice.broadcastId;
    return notice;
  };

  /** Hands the waiting change's notice over at once when nothing needs awaiting; else false. */
  const writtenNow = (): boolean => {
    const change = waiting;
    if (!write || !queue.parked || !change || change.read || space === undefined) return false;
    const next = keyOfShowing(self.accountId, change.showing, space);
    const snapshot = next ? versions.ready(next.key, next.id) : undefined;
    if (!next || !snapshot) return false;
    waiting = undefined;
    broadcast = change.showing.broadcastId ?? null;
    showKey(next.key, next.id);
    const notice = fresh(versions.noticeOf(snapshot, broadcast, change.fanOut));
    if (notice) write(notice);
    return true;
  };

  // Heard in the turn the device is told (inside the publish, in this process). A change to the
  // device's commands alone leaves what it shows as it is.
  const stopDeviceEvents = app.pubsub.listen('device:current-changed', self.id, (event) => {
    if (event.commandsOnly) return;
    waiting = laterChange(waiting, event);
    let written = false;
    try {
      written = writtenNow();
    } catch {
      // Never into the publisher's loop (the screens after this one are still to be told): the
      // stream's own path reads the device again and reports what fails.
      waiting = { read: true, fanOut: event.fanOut ?? 0 };
    }
    if (!written) queue.push('device');
  });
  queue.push('device');

  const readDevice = async (): Promise<ContentKey | null> => {
    const stored = await app.devices.loaders.device(self.accountId, self.id);
    const device = stored && (await withEffectiveContent(app, stored));
    space = device ? device.spaceId : undefined;
    broadcast = device?.takenOverBy ?? null;
    return device ? keyOfDevice(device) : null;
  };
  const keyAfter = async (change: DeviceChange): Promise<ContentKey | null> => {
    if (change.read || space === undefined) return readDevice();
    broadcast = change.showing.broadcastId ?? null;
    return keyOfShowing(self.accountId, change.showing, space)?.key ?? null;
  };

  const noticeAfter = async (wake: Wake) => {
    let fanOut = 0;
    if (wake === 'device' && waiting) {
      const change = waiting;
      waiting = undefined;
      fanOut = change.fanOut;
      showKey(await keyAfter(change));
    }
    return fresh(await noticeOf(app, key, broadcast, fanOut));
  };
  return { queue, noticeAfter };
}
