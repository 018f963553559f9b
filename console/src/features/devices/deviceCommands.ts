import type { DeviceCommandType, DeviceCommandStatus } from '../../graphql/generated';

export const COMMAND_LABELS: Record<DeviceCommandType, string> = {
  reload: 'Reload player',
  reboot: 'Reboot',
  displayOn: 'Display on',
  displayOff: 'Display off',
  clearCache: 'Clear cache',
  screenshot: 'Screenshot',
};

/** The commands the Remote commands panel offers; a screenshot has a panel of its own. */
export const PANEL_COMMANDS: readonly DeviceCommandType[] = [
  'reload',
  'reboot',
  'displayOn',
  'displayOff',
  'clearCache',
];

export const COMMAND_STATUS_LABELS: Record<DeviceCommandStatus, string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  done: 'Done',
  failed: 'Failed',
};

/** The notice once a command is on its way: "Reboot sent to Counter". */
export const commandSentNotice = (type: DeviceCommandType, screenName: string): string =>
  `${COMMAND_LABELS[type]} sent to ${screenName}`;

/** The notice once content is published: "Published Demo playlist to Counter". */
export const publishedNotice = (contentName: string | null | undefined, screenName: string) =>
  contentName ? `Published ${contentName} to ${screenName}` : `Published to ${screenName}`;

/** What is asked before a command that interrupts what the screen shows. */
export interface CommandQuestion {
  question: string;
  detail: string;
  confirmLabel: string;
  /**
   * Whether the answer loses something (a red button): clearing the cache loses the content kept
   * for playing offline; a reboot, a reload or a dark display interrupt and come back.
   */
  danger: boolean;
}

/**
 * The commands that interrupt a screen, each with its question; Display on interrupts nothing
 * and is sent at once.
 */
export function commandQuestion(
  type: DeviceCommandType,
  screenName: string,
): CommandQuestion | null {
  switch (type) {
    case 'reboot':
      return {
        question: `Reboot ${screenName}?`,
        detail: 'The screen goes dark while it restarts, usually for a minute or two.',
        confirmLabel: 'Reboot',
        danger: false,
      };
    case 'reload':
      return {
        question: `Reload the player on ${screenName}?`,
        detail: 'The screen goes blank for a moment while the player starts again.',
        confirmLabel: 'Reload player',
        danger: false,
      };
    case 'displayOff':
      return {
        question: `Turn off the display of ${screenName}?`,
        detail: 'The screen shows nothing until Display on is sent.',
        confirmLabel: 'Display off',
        danger: false,
      };
    case 'clearCache':
      return {
        question: `Clear the cache of ${screenName}?`,
        detail:
          'The screen downloads its content again, and cannot play without the network until it has.',
        confirmLabel: 'Clear cache',
        danger: true,
      };
    case 'displayOn':
    case 'screenshot':
      return null;
  }
}

/** Why a screen could not carry out a command, in words; the player reports a host's code. */
export function commandErrorSentence(error: string): string {
  switch (error) {
    case 'METHOD_NOT_AVAILABLE':
      return 'This screen cannot do this.';
    case 'INVALID_ARGUMENT':
      return 'The screen did not accept the request.';
    case 'PERMISSION_DENIED':
      return 'The screen did not allow it.';
    case 'TIMEOUT':
      return 'The screen took too long to answer.';
    case 'DISK_FULL':
      return 'The storage of the screen is full.';
    case 'NETWORK_ERROR':
      return 'The screen lost its connection while doing it.';
    default:
      return /^[A-Z_]+$/.test(error) ? 'The screen could not do it.' : error;
  }
}

/**
 * When a command was sent, with its time: "28 Nov 2026, 10:41" in the viewer's locale and time
 * zone (the one they read clocks in, so it needs no zone beside it). Tests pass a locale and zone.
 */
export function commandTimeLabel(
  iso: string,
  where: { locale?: string; timeZone?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(where.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: where.timeZone,
  }).format(date);
}
