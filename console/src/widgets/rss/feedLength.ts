import { RSS_ENTRY_SECONDS, rssFeedSeconds } from '@marquee/sdk';
import type { UpdateContext } from '../types';

const storedDuration = (body: Record<string, unknown> | undefined) =>
  typeof body?.duration === 'number' ? body.duration : undefined;

/**
 * When an RSS item's entry duration changes, its end becomes its start
 * plus 20 entries of it. Other edits keep an end the operator set. A new item is created with
 * the default duration set, which counts as a change, but the scene editor keeps only a file's
 * length for a new item: a new feed fills the scene instead of making it 20 × 20 s long.
 */
export function endFollowsEntryDuration({ sceneItem, content, files }: UpdateContext) {
  const after = storedDuration(content.body);
  if (after === undefined || after === storedDuration(sceneItem.item.body))
    return { item: content };
  const seconds = rssFeedSeconds({ ...sceneItem, item: content }, files);
  if (seconds === undefined) return { item: content };
  return { item: content, end: Math.round((sceneItem.start + seconds) * 100) / 100 };
}

/** What a new RSS item starts with: the default entry duration, stated. */
export const NEW_RSS_BODY = { duration: RSS_ENTRY_SECONDS.default } as const;
