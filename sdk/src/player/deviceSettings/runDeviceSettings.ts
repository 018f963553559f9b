import type { HostAPI, Rotation } from '../../host/index.js';
import {
  createDeviceSettingsApplier,
  keptDeviceSettings,
  type DeviceSettingsApplier,
  type PlayerDeviceSettings,
} from './deviceSettings.js';

/**
 * The player runtime's device settings: the applier on server time, started from the settings
 * kept on the device (a screen that boots without network keeps its display week) until the
 * server's arrive. `publish` receives the stage rotation and the time zone for the view (the
zone the engine reads schedules in: the settings' zone, else the device's own).
 */
export function startDeviceSettings(
  host: HostAPI,
  serverOffsetMs: () => number,
  logger: { warn(message: string, details?: Record<string, unknown>): void },
  publish: (patch: { stageRotation: Rotation } | { timeZone: string }) => void,
): DeviceSettingsApplier {
  let fromServer = false;
  const applier = createDeviceSettingsApplier({
    host,
    now: () => Date.now() + serverOffsetMs(),
    onStageRotation: (stageRotation) => publish({ stageRotation }),
    onTimeZone: (timeZone) => publish({ timeZone }),
    warn: (message, details) => logger.warn(message, details),
  });
  void keptDeviceSettings(host).then((kept) => {
    if (kept && !fromServer) applier.apply(kept);
  });
  return {
    apply(settings: PlayerDeviceSettings) {
      fromServer = true;
      applier.apply(settings);
    },
    setTimeZone: (timeZone) => applier.setTimeZone(timeZone),
    stop: () => applier.stop(),
  };
}
