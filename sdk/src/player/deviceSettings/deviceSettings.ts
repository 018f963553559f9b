import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import { displayStateAt } from '../../engine/index.js';
import type { HostAPI, Rotation } from '../../host/index.js';
import { ROTATIONS, type DisplayPeriod } from '../../model/index.js';

/** A screen's settings as the player reads them on its device (PlayerDeviceSettings). */
export interface PlayerDeviceSettings {
  volume: number | null;
  rotation: number;
  displaySchedule: readonly DisplayPeriod[];
  /** The IANA zone schedules are read in; null (or absent, kept by an older player): the device's. */
  timeZone?: string | null;
  /** Minutes between screenshots taken by the screen itself; null: only on request. */
  screenshotIntervalMinutes?: number | null;
}

export interface DeviceSettingsApplierOptions {
  host: HostAPI;
  /** Virtual in tests; its timers wake the display schedule. */
  scheduler?: SchedulerLike;
  /** Device time in epoch ms (server-corrected); the scheduler's clock by default. */
  now?: () => number;
  /** The rotation the player must draw its stage with: 0 where the platform rotates itself. */
  onStageRotation: (rotation: Rotation) => void;
  /** The zone the player's schedules are read in: the settings' zone, else the device's own. */
  onTimeZone?: (timeZone: string) => void;
  warn?: (message: string, details?: Record<string, unknown>) => void;
}

export interface DeviceSettingsApplier {
  /** The settings the server sent (or the last ones kept on the device). */
  apply(settings: PlayerDeviceSettings): void;
  /**
   * The IANA time zone the device reports. Schedules are read in the settings' zone when they
   * name one the device knows, else in this one.
   */
  setTimeZone(timeZone: string): void;
  stop(): void;
}

/**
 * The schedule also wakes at least this often, so a device clock corrected by the server (or a
 * device that slept) is back on plan within the hour. It calls the host only when the
 * scheduled state differs from the one it last applied.
 */
const MAX_WAIT_MS = 3_600_000;

/** Where the last settings are kept, so a screen booting without network keeps its week. */
export const DEVICE_SETTINGS_KEY = 'marquee.deviceSettings';

/**
 * Applies a screen's settings through the HostAPI. Volume and rotation are set when they change;
 * a host without the 'orientation' capability (or whose rotation fails) gets its stage rotated
 * by the player instead. The display schedule turns the panel on and off at boot, when the
 * schedule changes and at each scheduled change. Between changes it leaves the panel alone: a
 * displayOn or displayOff an operator sends holds until the next scheduled change.
 */
export function createDeviceSettingsApplier(
  options: DeviceSettingsApplierOptions,
): DeviceSettingsApplier {
  const { host, scheduler = asyncScheduler, onStageRotation } = options;
  const now = options.now ?? (() => scheduler.now());
  const warn = options.warn ?? ((message, details) => console.warn(message, details));
  let settings: PlayerDeviceSettings | null = null;
  let deviceZone: string | null = null;
  let zoneTold: string | null = null;
  let unknownZone: string | null = null;
  let volumeSet: number | null = null;
  let rotationSet: Rotation | null = null;
  let keptText: string | null = null;
  const display = displaySchedule({ host, scheduler, now, warn });

  const applyVolume = (volume: number | null) => {
    if (volume === null || volume === volumeSet || !host.supports('volume')) return;
    volumeSet = volume;
    host.volume.setVolume(volume).catch((error: unknown) => {
      volumeSet = null;
      warn('The screen could not set its volume', { error });
    });
  };

  const applyRotation = (rotation: Rotation) => {
    if (!host.supports('orientation')) return onStageRotation(rotation);
    if (rotation === rotationSet) return;
    rotationSet = rotation;
    onStageRotation(0);
    host.orientation.setRotation(rotation).catch((error: unknown) => {
      // The platform refused: the picture still turns, drawn by the player.
      rotationSet = null;
      onStageRotation(rotation);
      warn('The screen could not rotate its picture; the player rotates its stage', { error });
    });
  };

  /** The zone schedules are read in now; null until the device has told its own. */
  const zoneOf = (next: PlayerDeviceSettings | null): string | null => {
    if (!deviceZone) return null;
    const wanted = next?.timeZone;
    if (!wanted) return deviceZone;
    if (knowsZone(wanted)) return wanted;
    // Said once per zone, not at every change to the device.
    if (wanted !== unknownZone)
      warn('The screen does not know the time zone it was set to; it keeps its own', {
        timeZone: wanted,
        deviceZone,
      });
    unknownZone = wanted;
    return deviceZone;
  };

  const applyZone = () => {
    const zone = zoneOf(settings);
    if (!zone) return;
    if (zone !== zoneTold) {
      zoneTold = zone;
      options.onTimeZone?.(zone);
    }
    if (settings) display.plan(settings.displaySchedule, zone);
  };

  return {
    apply(next) {
      settings = next;
      applyVolume(next.volume);
      applyRotation(rotationOf(next.rotation));
      applyZone();
      // Every change to the device re-sends its settings; the store is written when they differ.
      const kept = toJson(next);
      const text = JSON.stringify(kept);
      if (text !== keptText) {
        keptText = text;
        void host.localState.set(DEVICE_SETTINGS_KEY, kept).catch(() => (keptText = null));
      }
    },
    setTimeZone(zone) {
      deviceZone = zone;
      applyZone();
    },
    stop: () => display.stop(),
  };
}

const rotationOf = (value: number): Rotation =>
  (ROTATIONS as readonly number[]).includes(value) ? (value as Rotation) : 0;

function knowsZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const toJson = (s: PlayerDeviceSettings) => ({
  volume: s.volume,
  rotation: s.rotation,
  displaySchedule: s.displaySchedule.map(({ day, start, end }) => ({ day, start, end })),
  timeZone: s.timeZone ?? null,
  screenshotIntervalMinutes: s.screenshotIntervalMinutes ?? null,
});

/** The display's week: turns the panel on and off through host.power as the schedule says. */
function displaySchedule({
  host,
  scheduler,
  now,
  warn,
}: {
  host: HostAPI;
  scheduler: SchedulerLike;
  now: () => number;
  warn: (message: string, details?: Record<string, unknown>) => void;
}) {
  let planned: { key: string; periods: readonly DisplayPeriod[]; timeZone: string } | null = null;
  /** What the schedule last told the panel; null before it told it anything. */
  let applied: boolean | null = null;
  let timer: Subscription | null = null;

  const turn = (on: boolean) => {
    applied = on;
    (on ? host.power.displayOn() : host.power.displayOff()).catch((error: unknown) =>
      warn(`The screen could not turn its display ${on ? 'on' : 'off'}`, { error }),
    );
  };

  /** Applies the state now (always when `force`, else only when it changed) and waits for the next. */
  const follow = (force: boolean) => {
    timer?.unsubscribe();
    if (!planned) return;
    const t = now();
    const state = displayStateAt(planned.periods, planned.timeZone, t);
    if (force || state.on !== applied) turn(state.on);
    const wait = state.nextChangeAt === null ? MAX_WAIT_MS : state.nextChangeAt - t;
    timer = scheduler.schedule(() => follow(false), Math.max(0, Math.min(wait, MAX_WAIT_MS)));
  };

  return {
    plan(periods: readonly DisplayPeriod[], timeZone: string) {
      if (!host.supports('display-power')) return;
      const key = `${timeZone}|${JSON.stringify(periods)}`;
      if (key === planned?.key) return;
      const hadSchedule = (planned?.periods.length ?? 0) > 0;
      planned = { key, periods, timeZone };
      if (periods.length === 0) {
        // No schedule: always on. Turned on only when a schedule is taken away, so a screen that
        // never had one sees no power call at boot.
        timer?.unsubscribe();
        if (hadSchedule && applied === false) turn(true);
        return;
      }
      follow(true);
    },
    stop() {
      timer?.unsubscribe();
      planned = null;
    },
  };
}

/** The settings kept on the device from its last connection, if any. */
export async function keptDeviceSettings(host: HostAPI): Promise<PlayerDeviceSettings | null> {
  try {
    const kept = await host.localState.get(DEVICE_SETTINGS_KEY);
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return null;
    const { volume, rotation, displaySchedule, timeZone, screenshotIntervalMinutes } = kept;
    if (!Array.isArray(displaySchedule) || typeof rotation !== 'number') return null;
    return {
      volume: typeof volume === 'number' ? volume : null,
      rotation,
      displaySchedule: displaySchedule as unknown as DisplayPeriod[],
      timeZone: typeof timeZone === 'string' ? timeZone : null,
      screenshotIntervalMinutes:
        typeof screenshotIntervalMinutes === 'number' ? screenshotIntervalMinutes : null,
    };
  } catch {
    return null;
  }
}
