import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, FakeHost, type Capability, type Rotation } from '../../host/index.js';
import type { DisplayPeriod } from '../../model/index.js';
import {
  createDeviceSettingsApplier,
  DEVICE_SETTINGS_KEY,
  keptDeviceSettings,
  type PlayerDeviceSettings,
} from './deviceSettings.js';

// Mon–Fri 07:00–22:00, Sat 09:00–18:00, Sunday off.
const SHOP: DisplayPeriod[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    start: '07:00',
    end: '22:00',
  })),
  { day: 'sat', start: '09:00', end: '18:00' },
];

const settings = (patch: Partial<PlayerDeviceSettings> = {}): PlayerDeviceSettings => ({
  volume: null,
  rotation: 0,
  displaySchedule: SHOP,
  ...patch,
});

/**
 * A screen on virtual time from `startIso`: the applier's timers run on a VirtualTimeScheduler
 * and every panel call is logged with the instant it happened.
 */
function screen(startIso: string, capabilities: readonly Capability[] = CAPABILITIES) {
  const start = Date.parse(startIso);
  const scheduler = new VirtualTimeScheduler();
  const now = () => start + scheduler.now();
  const host = new FakeHost({ capabilities });
  const calls: string[] = [];
  const log = (what: string) => calls.push(`${new Date(now()).toISOString()} ${what}`);
  host.power.displayOn = async () => void log('on');
  host.power.displayOff = async () => void log('off');
  const stage: Rotation[] = [];
  const applier = createDeviceSettingsApplier({
    host,
    scheduler,
    now,
    onStageRotation: (r) => stage.push(r),
    warn: () => undefined,
  });
  /** Runs virtual time on to `iso`. */
  const runUntil = (iso: string) => {
    scheduler.maxFrames = Date.parse(iso) - start;
    scheduler.flush();
  };
  return { host, applier, calls, stage, runUntil, scheduler };
}

describe('the display schedule on virtual time', () => {
  it('turns the panel off and on at boot and at each change across the spring DST change in Prague', () => {
    // Friday 2026-03-27 12:00 in Prague (UTC+1); the clocks go forward on Sunday 03-29.
    const s = screen('2026-03-27T11:00:00Z');
    s.applier.apply(settings());
    s.applier.setTimeZone('Europe/Prague');
    s.runUntil('2026-03-31T00:00:00Z');
    expect(s.calls).toEqual([
      '2026-03-27T11:00:00.000Z on', // boot, Friday noon
      '2026-03-27T21:00:00.000Z off', // Friday 22:00 CET
      '2026-03-28T08:00:00.000Z on', // Saturday 09:00 CET
      '2026-03-28T17:00:00.000Z off', // Saturday 18:00 CET
      '2026-03-30T05:00:00.000Z on', // Monday 07:00 CEST
      '2026-03-30T20:00:00.000Z off', // Monday 22:00 CEST
    ]);
  });

  it('keeps the wall-clock times across the autumn change in Prague', () => {
    const s = screen('2026-10-24T12:00:00Z');
    s.applier.setTimeZone('Europe/Prague');
    s.applier.apply(settings());
    s.runUntil('2026-10-27T00:00:00Z');
    expect(s.calls).toEqual([
      '2026-10-24T12:00:00.000Z on', // Saturday 14:00 CEST
      '2026-10-24T16:00:00.000Z off', // Saturday 18:00 CEST
      '2026-10-26T06:00:00.000Z on', // Monday 07:00 CET
      '2026-10-26T21:00:00.000Z off', // Monday 22:00 CET
    ]);
  });

  it('keeps the wall-clock times across both changes in New York', () => {
    const s = screen('2026-03-07T20:00:00Z');
    s.applier.setTimeZone('America/New_York');
    s.applier.apply(settings());
    s.runUntil('2026-03-10T00:00:00Z');
    expect(s.calls).toEqual([
      '2026-03-07T20:00:00.000Z on', // Saturday 15:00 EST
      '2026-03-07T23:00:00.000Z off', // Saturday 18:00 EST
      '2026-03-09T11:00:00.000Z on', // Monday 07:00 EDT
    ]);
    const fall = screen('2026-10-31T20:00:00Z');
    fall.applier.setTimeZone('America/New_York');
    fall.applier.apply(settings());
    fall.runUntil('2026-11-03T00:00:00Z');
    expect(fall.calls).toEqual([
      '2026-10-31T20:00:00.000Z on', // Saturday 16:00 EDT
      '2026-10-31T22:00:00.000Z off', // Saturday 18:00 EDT
      '2026-11-02T12:00:00.000Z on', // Monday 07:00 EST
    ]);
  });

  it('runs a night period past midnight and over the DST change', () => {
    const s = screen('2026-03-28T12:00:00Z');
    s.applier.setTimeZone('Europe/Prague');
    s.applier.apply(settings({ displaySchedule: [{ day: 'sat', start: '22:00', end: '02:00' }] }));
    s.runUntil('2026-03-30T00:00:00Z');
    expect(s.calls).toEqual([
      '2026-03-28T12:00:00.000Z off', // boot, Saturday 13:00
      '2026-03-28T21:00:00.000Z on', // Saturday 22:00 CET
      // Sunday 02:00 does not exist that night: the period ends at the jump (03:00 CEST).
      '2026-03-29T01:00:00.000Z off',
    ]);
  });

  it('lets a displayOn sent during the off hours hold until the next scheduled change', async () => {
    const s = screen('2026-03-27T22:00:00Z'); // Friday 23:00: off
    s.applier.setTimeZone('Europe/Prague');
    s.applier.apply(settings());
    expect(s.calls).toEqual(['2026-03-27T22:00:00.000Z off']);
    // The operator's command turns the panel on; the schedule's hourly checks leave it on.
    await s.host.power.displayOn();
    // The device changes again (e.g. renamed): the same schedule is not applied again.
    s.applier.apply(settings({ volume: 30 }));
    s.runUntil('2026-03-28T07:59:00Z');
    expect(s.calls).toEqual(['2026-03-27T22:00:00.000Z off', '2026-03-27T22:00:00.000Z on']);
    s.runUntil('2026-03-28T17:30:00Z');
    expect(s.calls.slice(2)).toEqual([
      '2026-03-28T08:00:00.000Z on', // Saturday 09:00, as planned
      '2026-03-28T17:00:00.000Z off',
    ]);
  });

  it('turns the panel on when the schedule is taken away, and never calls without one', () => {
    const s = screen('2026-03-27T22:00:00Z');
    s.applier.setTimeZone('Europe/Prague');
    s.applier.apply(settings({ displaySchedule: [] }));
    // Nothing is waiting on the clock either.
    expect(s.scheduler.actions).toEqual([]);
    expect(s.calls).toEqual([]);
    s.applier.apply(settings());
    s.applier.apply(settings({ displaySchedule: [] }));
    expect(s.calls).toEqual(['2026-03-27T22:00:00.000Z off', '2026-03-27T22:00:00.000Z on']);
    expect(s.scheduler.actions).toEqual([]);
    s.applier.stop();
  });

  it('waits for the time zone before it plans anything', () => {
    const s = screen('2026-03-27T22:00:00Z');
    s.applier.apply(settings());
    expect(s.calls).toEqual([]);
    s.applier.setTimeZone('Europe/Prague');
    expect(s.calls).toEqual(['2026-03-27T22:00:00.000Z off']);
  });

  it('leaves a panel without display power alone', () => {
    const s = screen('2026-03-27T22:00:00Z', ['volume']);
    s.applier.setTimeZone('Europe/Prague');
    s.applier.apply(settings());
    s.runUntil('2026-03-30T00:00:00Z');
    expect(s.calls).toEqual([]);
  });
});

describe('volume and rotation', () => {
  it('sets them through the host where it can, once per change', async () => {
    const s = screen('2026-03-27T12:00:00Z');
    let writes = 0;
    const write = s.host.localState.set.bind(s.host.localState);
    s.host.localState.set = (key, value) => (writes++, write(key, value));
    s.applier.apply(settings({ volume: 35, rotation: 90 }));
    await Promise.resolve();
    expect(s.host.volumeLevel).toBe(35);
    expect(s.host.rotation).toBe(90);
    // The platform rotates the picture: the stage stays upright.
    expect(s.stage).toEqual([0]);
    s.applier.apply(settings({ volume: 35, rotation: 90 }));
    expect(s.stage).toEqual([0]);
    // The same settings again (another change to the device) are not stored again.
    expect(writes).toBe(1);
    // Kept on the device for a boot without network.
    expect(await keptDeviceSettings(s.host)).toEqual({
      volume: 35,
      rotation: 90,
      displaySchedule: SHOP,
      timeZone: null,
      screenshotIntervalMinutes: null,
    });
    expect(await s.host.localState.get(DEVICE_SETTINGS_KEY)).toBeDefined();
  });

  it('rotates the stage where the platform cannot, and leaves the volume alone', async () => {
    const s = screen('2026-03-27T12:00:00Z', ['display-power']);
    s.applier.apply(settings({ volume: 35, rotation: 270 }));
    await Promise.resolve();
    expect(s.host.volumeLevel).toBe(50);
    expect(s.host.rotation).toBe(0);
    expect(s.stage).toEqual([270]);
  });

  it('falls back to the stage when the platform refuses to rotate', async () => {
    const s = screen('2026-03-27T12:00:00Z');
    s.host.orientation.setRotation = () => Promise.reject(new Error('refused'));
    s.applier.apply(settings({ rotation: 180 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.stage).toEqual([0, 180]);
  });
});
