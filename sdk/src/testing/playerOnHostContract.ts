import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { HostAPI } from '../host/index.js';
import { createContractEnv, type MakeContractHost } from '../host/contract/index.js';
import { createDeviceSettingsApplier } from '../player/deviceSettings/deviceSettings.js';
import { LogRing } from '../player/logs/index.js';

// What the player builds on a host, run on each target's own host: its log and its display
// schedule. The HostAPI suite checks each call alone; this checks that the player's use of them
// holds on every target, e.g. that a log kept in one target's local state survives its restart.

/** Mon–Fri 07:00–22:00: a shop's week. */
const SHOP = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  start: '07:00',
  end: '22:00',
}));

/** Runs the display schedule on `host` from `startIso` to `untilIso` in virtual time. */
async function runSchedule(host: HostAPI, startIso: string, untilIso: string) {
  const start = Date.parse(startIso);
  const scheduler = new VirtualTimeScheduler();
  const applier = createDeviceSettingsApplier({
    host,
    scheduler,
    now: () => start + scheduler.now(),
    onStageRotation: () => undefined,
    warn: () => undefined,
  });
  applier.setTimeZone('Europe/Prague');
  applier.apply({ volume: null, rotation: 0, displaySchedule: SHOP });
  scheduler.maxFrames = Date.parse(untilIso) - start;
  scheduler.flush();
  applier.stop();
}

/** Call at the top level of a target's contract test file, beside describeHostApiContract. */
export function describePlayerOnHostContract(name: string, makeHost: MakeContractHost): void {
  describe(`The player on the host: ${name}`, () => {
    it('keeps its log across a restart, in order and within its bound', async () => {
      const env = createContractEnv();
      const first = new LogRing({ state: (await makeHost(env)).localState, maxLines: 5 });
      await first.ready;
      for (let n = 1; n <= 8; n++) first.append(n === 8 ? 'error' : 'info', `line ${n}`);
      await first.flush();
      first.close();

      const again = new LogRing({ state: (await makeHost(env)).localState, maxLines: 5 });
      await again.ready;
      expect(again.pending.map((l) => `${l.level} ${l.message}`)).toEqual([
        'info line 4',
        'info line 5',
        'info line 6',
        'info line 7',
        'error line 8',
      ]);
      expect(again.streamId).toBe(first.streamId);
      again.close();
    });

    it('turns the display off after hours and on in the morning, where the host can', async () => {
      const host = await makeHost(createContractEnv());
      if (!host.supports('display-power')) return; // the HostAPI suite checks the refusal
      // Monday 21:00 in Prague (UTC+1): on now, off at 22:00, on again Tuesday 07:00.
      await runSchedule(host, '2026-11-30T20:00:00Z', '2026-11-30T21:30:00Z');
      // A bridged host answers a call or two messages later.
      await expect.poll(() => host.power.isDisplayOn()).toBe(false);
      await runSchedule(host, '2026-12-01T05:30:00Z', '2026-12-01T06:30:00Z');
      await expect.poll(() => host.power.isDisplayOn()).toBe(true);
    });
  });
}
