import type { DeviceCommandType, DeviceCommandStatus } from '../../graphql/generated';

export const COMMAND_LABELS: Record<DeviceCommandType, string> = {
  reload: 'Reload player',
  reboot: 'Reboot',
  displayOn: 'Display on',
  displayOff: 'Display off',
  clearCache: 'Clear cache',
};

export const COMMAND_STATUS_LABELS: Record<DeviceCommandStatus, string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  done: 'Done',
  failed: 'Failed',
};

/** Device info keys worth a row, in this order; anything else follows. */
const INFO_ORDER = [
  'model',
  'osVersion',
  'apiVersion',
  'serial',
  'screen',
  'userAgent',
  'deviceId',
];

export function deviceInfoRows(info: unknown): [string, string][] {
  if (!info || typeof info !== 'object') return [];
  const entries = Object.entries(info as Record<string, unknown>);
  const rank = (key: string) => {
    const i = INFO_ORDER.indexOf(key);
    return i < 0 ? INFO_ORDER.length : i;
  };
  return entries
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => {
      if (key === 'screen' && value && typeof value === 'object') {
        const { width, height } = value as { width?: number; height?: number };
        return [key, `${width ?? '?'} × ${height ?? '?'}`];
      }
      return [key, typeof value === 'string' ? value : JSON.stringify(value)];
    });
}
