import { sceneItemsEndSeconds, silentTailSeconds } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { formatSeconds } from './sceneText';

/** Less than a second of nothing at the end is not worth a warning. */
const NOTICEABLE_S = 1;

/**
 * What a person should know when a scene would play black air on a screen: it plays `seconds`
 * but its items end earlier (or it has none). `fix` says what to do about it where it is shown.
 * Undefined when the scene's items fill it (or the scene or its length is not known yet).
 */
export function silenceWarning(
  scene: Scene | null | undefined,
  seconds: number | undefined,
  fix: string,
): string | undefined {
  if (!scene || seconds === undefined) return undefined;
  const silent = silentTailSeconds(scene, seconds);
  if (silent < NOTICEABLE_S) return undefined;
  const end = sceneItemsEndSeconds(scene);
  if (end === undefined)
    return `This scene has no items: the screen shows nothing for ${formatSeconds(seconds)}. ${fix}`;
  return (
    `Nothing shows for the last ${formatSeconds(silent)}: the scene's items end at ` +
    `${formatSeconds(end)}, but it plays for ${formatSeconds(seconds)}. ${fix}`
  );
}
