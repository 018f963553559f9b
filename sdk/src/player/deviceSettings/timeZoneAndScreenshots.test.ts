import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, FakeHost, type Capability } from '../../host/index.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';
import { createDeviceSettingsApplier, type PlayerDeviceSettings } from './deviceSettings.js';
import { createScheduledScreenshots } from './scheduledScreenshots.js';

const settings = (patch: Partial<PlayerDeviceSettings> = {}): PlayerDeviceSettings => ({
  volume: null,
  rotation: 0,
  displaySchedule: [],
  ...patch,
});

describe('the time zone the player reads its schedules in', () => {
  const applierOn = () => {
    const zones: string[] = [];
    const warnings: string[] = [];
    const applier = createDeviceSettingsApplier({
      host: new FakeHost(),
      scheduler: new VirtualTimeScheduler(),
      onStageRotation: () => undefined,
      onTimeZone: (zone) => zones.push(zone),
      warn: (message) => warnings.push(message),
    });
    return { applier, zones, warnings };
  };

  it("is the settings' zone, else the one the device reports", () => {
    const { applier, zones } = applierOn();
    applier.apply(settings({ timeZone: 'Asia/Tokyo' }));
    // Nothing is said before the device has told its own zone: the stage waits for one.
    expect(zones).toEqual([]);
    applier.setTimeZone('Europe/Prague');
    expect(zones).toEqual(['Asia/Tokyo']);
    // The operator clears it: back to the device's own.
    applier.apply(settings({ timeZone: null }));
    expect(zones).toEqual(['Asia/Tokyo', 'Europe/Prague']);
    // The same settings again say nothing new.
    applier.apply(settings({ timeZone: null }));
    expect(zones).toHaveLength(2);
  });

  it('keeps the device zone, and says why, when the device does not know the set one', () => {
    const { applier, zones, warnings } = applierOn();
    applier.setTimeZone('Europe/Prague');
    applier.apply(settings({ timeZone: 'Mars/Olympus' }));
    applier.apply(settings({ timeZone: 'Mars/Olympus', volume: 20 }));
    expect(zones).toEqual(['Europe/Prague']);
    expect(warnings).toEqual([
      'The screen does not know the time zone it was set to; it keeps its own',
    ]);
  });
});

/** A server that opens a command on every other request, and records each upload. */
function fakeServer() {
  const asked: string[] = [];
  let n = 0;
  const client: GraphQLClient = {
    request: async (document, variables) => {
      const name = /(?:query|mutation) (\w+)/.exec(document.toString())?.[1] ?? '';
      asked.push(name);
      if (name === 'RequestScheduledScreenshot') {
        n++;
        return {
          requestScheduledScreenshot: n % 2 ? { _id: `c${n}`, type: 'screenshot' } : null,
        } as never;
      }
      if (name === 'UploadDeviceScreenshot')
        return {
          uploadDeviceScreenshot: { _id: (variables as { commandId: string }).commandId },
        } as never;
      throw new Error(`not scripted: ${name}`);
    },
    subscribe: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) as never,
    dispose: () => undefined,
  };
  return { client, asked };
}

describe('screenshots on a timer', () => {
  const timerOn = (capabilities: readonly Capability[] = CAPABILITIES) => {
    const scheduler = new VirtualTimeScheduler();
    const server = fakeServer();
    const timer = createScheduledScreenshots({
      host: new FakeHost({ capabilities }),
      client: server.client,
      scheduler,
      warn: () => undefined,
    });
    let at = 0;
    const runFor = async (ms: number) => {
      at += ms;
      scheduler.maxFrames = at;
      scheduler.flush();
      // The requests the ticks started settle.
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    return { timer, runFor, asked: server.asked };
  };

  it('asks at once and at every interval, and uploads the picture of each command opened', async () => {
    const { timer, runFor, asked } = timerOn();
    timer.set(15, 'token');
    await runFor(0);
    expect(asked).toEqual(['RequestScheduledScreenshot', 'UploadDeviceScreenshot']);
    await runFor(15 * 60_000 - 1);
    expect(asked).toHaveLength(2);
    await runFor(1);
    // The server opened none this time: nothing is taken.
    expect(asked).toEqual([
      'RequestScheduledScreenshot',
      'UploadDeviceScreenshot',
      'RequestScheduledScreenshot',
    ]);
    await runFor(15 * 60_000);
    expect(asked.filter((a) => a === 'UploadDeviceScreenshot')).toHaveLength(2);
    // Turned off: no more asking.
    timer.set(null, 'token');
    await runFor(60 * 60_000);
    expect(asked).toHaveLength(5);
  });

  it('takes none on a screen that cannot take screenshots', async () => {
    const { timer, runFor, asked } = timerOn(CAPABILITIES.filter((c) => c !== 'screenshot'));
    timer.set(5, 'token');
    await runFor(60 * 60_000);
    expect(asked).toEqual([]);
  });
});
