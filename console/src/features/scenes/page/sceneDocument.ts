import { parseContent, sceneSchema, type ParseResult, type Scene } from '@marquee/sdk/model';
import type { SceneEditorSceneFragment, UpdateSceneInput } from '../../../graphql/generated';
import { ASPECTS, type AspectId } from './aspect';

/**
 * The scene as the server sends it, as the sdk's Scene document the editor works on: nulls
 * become absent fields and the items are checked as a player checks them.
 */
export function sceneFromServer(scene: SceneEditorSceneFragment): ParseResult<Scene> {
  return parseContent(sceneSchema, {
    _id: scene._id,
    name: scene.name,
    type: scene.type,
    ...(scene.duration != null ? { duration: scene.duration } : {}),
    // Only the ratio's numbers: the GraphQL answer also carries its __typename.
    ...(scene.aspectRatio
      ? { aspectRatio: { width: scene.aspectRatio.width, height: scene.aspectRatio.height } }
      : {}),
    ...(scene.aspectRatioId != null ? { aspectRatioId: scene.aspectRatioId } : {}),
    sceneItems: scene.sceneItems,
  });
}

/** What a save sends: the name and shape the page holds, the items and duration the editor has. */
export function saveInput(document: Scene, name: string, aspect: AspectId): UpdateSceneInput {
  return {
    name: name.trim(),
    // null removes a stored duration: the scene then lasts its type's default.
    duration: document.duration ?? null,
    aspectRatio: { ...ASPECTS[aspect] },
    aspectRatioId: aspect,
    sceneItems: document.sceneItems,
  };
}

/**
 * What the editor's document means for saving, as a comparable string: two documents with equal
 * keys save the same. Unsaved changes are a key that differs from the saved one's.
 */
export const documentKey = (scene: Scene) =>
  JSON.stringify({ duration: scene.duration ?? null, sceneItems: scene.sceneItems });
