import type { DeviceCommandStatus } from '../../../graphql/generated';
import { commandErrorSentence } from '../deviceCommands';

/** A screenshot command as the panel reads it. */
export interface ScreenshotCommand {
  _id: string;
  type: string;
  status: DeviceCommandStatus;
  error?: string | null;
  /** When it finished (done or failed); absent while it is open. */
  completedAt?: string | null;
}

export const CANNOT_TAKE_SCREENSHOTS = 'This screen cannot take screenshots.';

/** What the panel says besides the picture. */
export type ScreenshotStatus =
  | { kind: 'unable'; sentence: string }
  | { kind: 'waiting'; sentence: string }
  | { kind: 'failed'; sentence: string }
  | { kind: 'idle' };

/**
 * Whether the screen's player says its host can take screenshots. A player that reports no
 * capabilities (an older one) may still be able to: the command tells.
 */
export function canTakeScreenshots(deviceInfo: unknown): boolean {
  const capabilities = (deviceInfo as { capabilities?: unknown } | null)?.capabilities;
  return !Array.isArray(capabilities) || capabilities.includes('screenshot');
}

/** Why a screenshot did not come, in words; the player reports its host's code. */
export function screenshotFailure(error: string | null | undefined): string {
  if (error === 'METHOD_NOT_AVAILABLE') return CANNOT_TAKE_SCREENSHOTS;
  if (!error) return 'The screen could not take a screenshot.';
  return `The screen could not take a screenshot. ${commandErrorSentence(error)}`;
}

/**
 * The state of the newest screenshot command of the screen (commands come newest first). A done
 * command whose picture the panel does not have yet is still waited for: a read can find the
 * command done and the picture not yet (or the one before), and the panel must keep asking
 * rather than settle on an old picture or none. The server stores a picture with its command's
 * completion time as its time taken, so a picture taken at or after it is this one or newer.
 */
export function screenshotStatus(input: {
  deviceInfo: unknown;
  online: boolean;
  commands: readonly ScreenshotCommand[];
  picture?: { takenAt: string } | null;
}): ScreenshotStatus {
  if (!canTakeScreenshots(input.deviceInfo))
    return { kind: 'unable', sentence: CANNOT_TAKE_SCREENSHOTS };
  const latest = input.commands.find((c) => c.type === 'screenshot');
  if (!latest) return { kind: 'idle' };
  if (latest.status === 'failed')
    return { kind: 'failed', sentence: screenshotFailure(latest.error) };
  const open = latest.status === 'queued' || latest.status === 'delivered';
  if (open || (latest.status === 'done' && !hasPictureOf(latest, input.picture)))
    return {
      kind: 'waiting',
      sentence: input.online
        ? 'Waiting for the screen to take the screenshot...'
        : 'The screen is offline. It takes the screenshot once it is back online.',
    };
  return { kind: 'idle' };
}

/** Whether the picture is the done command's or newer (a command without a time counts as shown). */
function hasPictureOf(command: ScreenshotCommand, picture: { takenAt: string } | null | undefined) {
  if (!command.completedAt) return true;
  if (!picture) return false;
  return Date.parse(picture.takenAt) >= Date.parse(command.completedAt);
}

/**
 * "Taken 12:04:31" today, "Taken 27 Nov 2026, 12:04:31" before, in the viewer's locale and time
 * zone. Tests pass a locale, a zone and today.
 */
export function takenLabel(
  iso: string,
  where: { locale?: string; timeZone?: string; now?: Date } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: where.timeZone, dateStyle: 'short' }).format(d);
  const today = day(date) === day(where.now ?? new Date());
  const text = new Intl.DateTimeFormat(where.locale, {
    ...(today ? {} : { dateStyle: 'medium' }),
    timeStyle: 'medium',
    timeZone: where.timeZone,
  }).format(date);
  return `Taken ${text}`;
}
