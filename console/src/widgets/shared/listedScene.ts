import { defaultWidgets, widgetCatalog } from '@marquee/sdk';
import { sceneSchema, type Scene } from '@marquee/sdk/model';
import type { SceneListItemFragment } from '../../graphql/generated';

// A listed scene as the sdk draws it: the scene list, the playlists and the playlist widget's
// picker show scenes with the player's own renderers.

/** The player's widget list: thumbnails draw with its renderers, durations follow its rules. */
export const sceneCatalog = widgetCatalog(defaultWidgets);

/** Portrait when the scene says so; a scene without a ratio is 16:9. */
export const isPortrait = (scene: Pick<SceneListItemFragment, 'aspectRatio'>) =>
  !!scene.aspectRatio && scene.aspectRatio.height > scene.aspectRatio.width;

/**
 * The scene as the sdk model reads it, or null when its stored items do not parse (then it has
 * no thumbnail rather than a half-drawn one).
 */
export function sceneDocument(summary: SceneListItemFragment): Scene | null {
  const parsed = sceneSchema.safeParse({
    _id: summary._id,
    name: summary.name,
    type: summary.type,
    ...(summary.duration ? { duration: summary.duration } : {}),
    ...(summary.aspectRatio
      ? { aspectRatio: { width: summary.aspectRatio.width, height: summary.aspectRatio.height } }
      : {}),
    ...(summary.aspectRatioId ? { aspectRatioId: summary.aspectRatioId } : {}),
    sceneItems: summary.sceneItems ?? [],
  });
  return parsed.success ? parsed.data : null;
}
