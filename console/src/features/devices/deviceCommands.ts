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
