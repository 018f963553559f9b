import { sceneDurationSeconds, type FileFacts } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { lengthProblem } from '../editor';
import { WIDGET_CATALOG } from './sceneWidgets';

/** What the scene length field accepts, as a person types it. */
export const LENGTH_FORMAT_MESSAGE = 'Enter a length like 1:30, or a number of seconds like 90.';

/**
 * A typed length in seconds: "90", "1:30", "1:30.5" or "1:00:00"; undefined for anything else
 * (empty text, letters, seconds or minutes of 60 and more after a colon).
 */
export function parseLength(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)$/.exec(trimmed);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  if (Number(seconds) >= 60 || (match[1] !== undefined && Number(minutes) >= 60)) return undefined;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The field's check: the seconds to set, or why not, beside the field. */
export function checkLength(
  text: string,
  scene: Scene,
): { seconds: number; error?: undefined } | { error: string } {
  const seconds = parseLength(text);
  if (seconds === undefined) return { error: LENGTH_FORMAT_MESSAGE };
  const problem = lengthProblem(scene, seconds);
  return problem ? { error: problem } : { seconds };
}

/**
 * How long the scene plays on a screen, by the engine's own rule (sceneDurationSeconds): its
 * length, else (a scene never edited here) what its items' content lasts, else its type's
 * default. The editor shows this, so it never differs from what a screen plays.
 */
export const playedSeconds = (scene: Scene, files: ReadonlyMap<string, FileFacts>) =>
  sceneDurationSeconds(scene, (id) => files.get(id), WIDGET_CATALOG.itemSeconds);

/**
 * A scene following its items that has none has no length yet: the editor shows none (not the
 * default a screen would fall back to) until the first item, or a length typed by hand, sets it.
 */
export const hasNoLengthYet = (scene: Scene, followsItems: boolean) =>
  followsItems && scene.sceneItems.length === 0;
