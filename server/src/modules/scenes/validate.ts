import { contentErrorMap, sceneSchema, type Scene } from '@marquee/sdk/model';
import { badUserInput, type FieldError } from '../../errors.js';
import { MAX_NAME_LENGTH, NAME_MESSAGES } from '../folders/names.js';

/** At most this many items on one scene: more is no longer an editable layout. */
export const MAX_SCENE_ITEMS = 500;
/** At most this many bytes of JSON in one scene document (1 MB, decimal as storage counts). */
export const MAX_SCENE_BYTES = 1_000_000;

export const SCENE_MESSAGES = {
  tooManyItems: `A scene can have at most ${MAX_SCENE_ITEMS} items`,
  tooLarge: `The scene is too large: at most ${MAX_SCENE_BYTES / 1_000_000} MB of JSON`,
  longName: NAME_MESSAGES.longName,
} as const;

/**
 * Validates a whole scene document with the sdk model's sceneSchema (the one the player parses
 * with: geometry, start before end with the timing form's messages, rotation, aspect ratio), the
 * name (trimmed by the caller; not empty, at most MAX_NAME_LENGTH characters as for files), and
 * the size limits. Returns the parsed document (defaults applied); throws BAD_USER_INPUT with one
 * field error per problem, each at its exact path (e.g. "sceneItems.2.end").
 *
 * An item's `body` is only checked to be a JSON object: each widget parses its own body with
 * defaults on the player (sdk/src/widgets/<type>/model.ts), so the server accepts any body a newer
 * editor writes and an unknown key never stops a scene from saving.
 */
export function validateSceneDocument(document: Record<string, unknown>): Scene {
  const items = document.sceneItems;
  if (Array.isArray(items) && items.length > MAX_SCENE_ITEMS)
    throw badUserInput(SCENE_MESSAGES.tooManyItems, [
      { path: 'sceneItems', message: SCENE_MESSAGES.tooManyItems },
    ]);
  if (Buffer.byteLength(JSON.stringify(document), 'utf8') > MAX_SCENE_BYTES)
    throw badUserInput(SCENE_MESSAGES.tooLarge, [
      { path: 'sceneItems', message: SCENE_MESSAGES.tooLarge },
    ]);

  const errors: FieldError[] = [];
  const name = document.name;
  if (typeof name === 'string' && name.length === 0)
    errors.push({ path: 'name', message: 'Required' });
  if (typeof name === 'string' && name.length > MAX_NAME_LENGTH)
    errors.push({ path: 'name', message: SCENE_MESSAGES.longName });
  // The sdk's wording for every message, so the console shows what the player would say.
  const parsed = sceneSchema.safeParse(document, { error: contentErrorMap });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ path: issue.path.map(String).join('.'), message: issue.message });
  if (errors.length > 0 || !parsed.success)
    throw badUserInput(errors[0]?.message ?? 'Invalid scene', errors);
  return parsed.data;
}
