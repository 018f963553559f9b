import {
  contentErrorMap,
  layoutSchema,
  layoutZones,
  playlistSchema,
  type Playlist,
} from '@marquee/sdk/model';
import type { z } from 'zod';
import { badUserInput, type FieldError } from '../../errors.js';

/**
 * The most items one playlist holds, however they arrive (a whole save, or files added to it a
 * batch at a time): a screen plans and preloads the whole list, and the console edits it as one.
 */
export const MAX_PLAYLIST_ITEMS = 1_000;
const TOO_MANY_PLAYLIST_ITEMS = `A playlist can have at most ${MAX_PLAYLIST_ITEMS.toLocaleString('en-US')} items`;

const pathOf = (prefix: readonly PropertyKey[], issue: z.core.$ZodIssue) =>
  [...prefix, ...issue.path].map(String).join('.');

/**
 * Validates a whole playlist document with the sdk model's playlistSchema (the one the editor
 * uses; it covers timing, trigger and playback rules), plus each item's zone against the layout. Returns the parsed document (defaults applied);
 * throws BAD_USER_INPUT with one field error per problem, each at its exact path
 * (e.g. "playlistItems.2.timingRulesV2.timeRangesV2.0.end").
 */
export function validatePlaylistDocument(document: unknown): Playlist {
  const errors: FieldError[] = [];
  // The sdk's wording for every message, so the console shows what the simulator prints.
  const parsed = playlistSchema.safeParse(document, { error: contentErrorMap });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ path: pathOf([], issue), message: issue.message });
  }
  const items = (document as { playlistItems?: unknown }).playlistItems;
  const layout = layoutSchema.nullish().safeParse((document as { layout?: unknown }).layout);
  const zones = layout.success ? layoutZones(layout.data).length : undefined;
  if (Array.isArray(items) && items.length > MAX_PLAYLIST_ITEMS)
    throw badUserInput(TOO_MANY_PLAYLIST_ITEMS, [
      { path: 'playlistItems', message: TOO_MANY_PLAYLIST_ITEMS },
    ]);
  if (Array.isArray(items)) {
    items.forEach((item: unknown, index) => {
      const zoneId = (item as { zoneId?: unknown } | null)?.zoneId ?? 0;
      if (zones !== undefined && typeof zoneId === 'number' && zoneId >= zones)
        errors.push({
          path: `playlistItems.${index}.zoneId`,
          message: 'This zone is not in the layout',
        });
    });
  }
  if (errors.length > 0 || !parsed.success)
    throw badUserInput(errors[0]?.message ?? 'Invalid playlist', errors);
  return parsed.data;
}
