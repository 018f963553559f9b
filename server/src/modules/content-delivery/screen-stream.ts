import type { AppServices } from '../../app-services.js';
import { EventQueue } from '../../pubsub/event-queue.js';
import { mapEvents } from '../../pubsub/streams.js';
import type { DeviceRef } from '../devices/actor.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import { keyOfDevice, keyString, type ContentKey } from './content-key.js';
import { contentVersionsOf } from './versions.js';

export interface ContentNotice {
  hash: string | null;
  url: string | null;
  spreadMs: number;
}

const NOTHING_PUBLISHED: ContentNotice = { hash: null, url: null, spreadMs: 0 };

/** Why a screen's stream looks again: it opened, the device changed, or its content changed. */
type Wake = 'device' | 'content';

/**
 * The notice of what the device shows now (NOTHING_PUBLISHED when nothing is, or it is gone).
 * `atOnce`: an emergency broadcast, which online screens show at once, without a spread.
 */
export async function noticeOf(
  app: AppServices,
  key: ContentKey | null,
  atOnce = false,
): Promise<ContentNotice> {
  if (!key) return NOTHING_PUBLISHED;
  try {
    const versions = contentVersionsOf(app);
    return versions.noticeOf(await versions.current(key), atOnce);
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
      return NOTHING_PUBLISHED;
    throw error;
  }
}

/**
 * One screen's content versions: the current one first, then one per change. A change to content
 * costs the screen a set lookup and, when it shows that content, the notice every other screen of
 * it gets too (the same object: GraphQL resolves it with default resolvers only). Only a change to
 * the device itself (publish, rename, removal of its content) reads its row.
 */
export function contentVersionChanged(
  app: AppServices,
  self: DeviceRef,
): AsyncIterableIterator<ContentNotice> {
  const versions = contentVersionsOf(app);
  let key: ContentKey | null = null;
  let keyId = '';
  let unwatch = () => {};
  let lastHash: string | null | undefined;
  let takenOver = false;
  const deviceEvents = app.pubsub.subscribe('device:current-changed', self.id);
  const stopListening = versions.listen(self.accountId, (event) => {
    if (!key || !event.entityIds.includes(key.entityId)) return false;
    queue.push('content');
    return true;
  });
  const queue = new EventQueue<Wake>(() => {
    stopListening();
    unwatch();
    void deviceEvents.return?.();
  });
  void (async () => {
    // A change to the device's commands alone leaves what it shows as it is.
    for await (const event of deviceEvents) if (!event.commandsOnly) queue.push('device');
  })();
  queue.push('device');

  return mapEvents(queue, async (wake) => {
    if (wake === 'device') {
      const stored = await app.devices.loaders.device(self.accountId, self.id);
      const device = stored && (await withEffectiveContent(app, stored));
      const next = device ? keyOfDevice(device) : null;
      takenOver = device?.takenOverBy !== undefined;
      const nextId = next ? keyString(next) : '';
      if (nextId !== keyId) {
        unwatch();
        unwatch = next ? versions.watch(next) : () => {};
        key = next;
        keyId = nextId;
      }
    }
    const notice = await noticeOf(app, key, takenOver);
    if (notice.hash === lastHash) return undefined;
    lastHash = notice.hash;
    return notice;
  });
}
