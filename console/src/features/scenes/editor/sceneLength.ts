import { sceneItemsEndSeconds } from '@marquee/sdk';
import type { FieldError, Scene } from '@marquee/sdk/model';

/**
 * The scene's length, the operator's: by default it follows its items (the latest item end, in
 * both directions, as items are created, changed and removed); set by hand it stays where the
 * operator put it, and only an item running past it lengthens it. It is never set below the
 * latest item end: the refusal says so beside the field, and nothing is cut.
 */

/** 0:45, 1:00, 6:40, 1:00:00; tenths and hundredths only when there are any (0:12.5). */
export function formatLength(seconds: number): string {
  const hundredths = Math.round(Math.max(0, seconds) * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const tail = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}${tail}` : `${m}:${s}${tail}`;
}

/**
 * Whether a stored scene follows its items: it has no length of its own, no items, or a length
 * equal to where its items end. A different length was set by hand. (A length set by hand to
 * exactly the items' end is the same scene as one following them, so it reloads as following.)
 */
export function followsItems(scene: Scene): boolean {
  const end = sceneItemsEndSeconds(scene);
  return scene.duration === undefined || end === undefined || scene.duration === end;
}

/**
 * The scene at its items' length: the latest item end. A scene without items keeps its length
 * (0 s is not a length, and the one it had is the best guess for what comes next).
 */
export function fitToItems(scene: Scene): Scene {
  const end = sceneItemsEndSeconds(scene);
  if (end === undefined || !(end > 0) || end === scene.duration) return scene;
  return { ...scene, duration: end };
}

/** Why a length cannot be set, in the words the length field shows. */
export function lengthProblem(scene: Scene, seconds: number): string | undefined {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'A scene lasts more than 0 seconds.';
  const end = sceneItemsEndSeconds(scene);
  if (end !== undefined && seconds < end)
    return (
      `The items run until ${formatLength(end)}, so the scene cannot be shorter. ` +
      'Shorten or remove the items that end later first.'
    );
  return undefined;
}

export type LengthResult = { ok: true; scene: Scene } | { ok: false; errors: FieldError[] };

/** The length set by hand (hundredths, as item times), or refused with lengthProblem's words. */
export function setSceneLength(scene: Scene, seconds: number): LengthResult {
  const problem = lengthProblem(scene, seconds);
  if (problem) return { ok: false, errors: [{ path: 'duration', message: problem }] };
  const duration = Math.round(seconds * 100) / 100;
  return { ok: true, scene: duration === scene.duration ? scene : { ...scene, duration } };
}
