import type { DeviceCommandStatus } from '../../../graphql/generated';
import { commandErrorSentence } from '../deviceCommands';

/** A screenshot command as the panel reads it. */
export interface ScreenshotCommand {
  _id: string;
  type: string;
  status: DeviceCommandStatus;
  error?: string | null;
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

/** The state of the newest screenshot command of the screen (commands come newest first). */
export function screenshotStatus(input: {
  deviceInfo: unknown;
  online: boolean;
  commands: readonly ScreenshotCommand[];
}): ScreenshotStatus {
  if (!canTakeScreenshots(input.deviceInfo))
    return { kind: 'unable', sentence: CANNOT_TAKE_SCREENSHOTS };
  const latest = input.commands.find((c) => c.type === 'screenshot');
  if (!latest) return { kind: 'idle' };
  if (latest.status === 'failed')
    return { kind: 'failed', sentence: screenshotFailure(latest.error) };
  if (latest.status === 'queued' || latest.status === 'delivered')
    return {
      kind: 'waiting',
      sentence: input.online
        ? 'Waiting for the screen to take the screenshot...'
        : 'The screen is offline. It takes the screenshot once it is back online.',
    };
  return { kind: 'idle' };
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
