import { HEARTBEAT_EVERY_MS, HEARTBEAT_GLOBAL } from '@marquee/sdk/shell';
import { describe, expect, it } from 'vitest';
import { beatToShell } from './heartbeat.js';
import { FakeAndroidShell } from './testing/fakeShell.js';

/** A page whose `#player` holds the rendered player (or nothing), with a timer the test runs. */
function fakePage(drawn: { value: boolean }) {
  const ticks: (() => void)[] = [];
  const root = { getAttribute: (name: string) => (name === 'data-state' ? 'playing' : null) };
  const page = {
    setInterval: (run: () => void) => ticks.push(run),
    requestAnimationFrame: (run: () => void) => run(),
    document: {
      getElementById: (id: string) =>
        id === 'player'
          ? ({ firstChild: drawn.value ? root : null } as unknown as HTMLElement)
          : null,
    },
  };
  return { page, tick: () => ticks.forEach((run) => run()) };
}

describe('heartbeat to the Android shell', () => {
  it('beats over the bridge while the player is drawn, and stops when it is not', async () => {
    const shell = new FakeAndroidShell({ served: new Map() });
    const drawn = { value: true };
    const { page, tick } = fakePage(drawn);
    beatToShell(page, shell.webMessageTransport());
    expect(typeof (page as unknown as Record<string, unknown>)[HEARTBEAT_GLOBAL]).toBe('function');
    expect(shell.beats).toBe(1);
    tick();
    tick();
    expect(shell.beats).toBe(3);
    expect(shell.received.at(-1)).toMatchObject({ v: 1, method: 'heartbeat', args: {} });
    // The render crashed (React emptied #player): no more beats, so the shell's watchdog acts.
    drawn.value = false;
    tick();
    tick();
    expect(shell.beats).toBe(3);
  });

  it('keeps its own ids, so its replies never settle a host call', () => {
    const shell = new FakeAndroidShell({ served: new Map() });
    const { page, tick } = fakePage({ value: true });
    beatToShell(page, shell.webMessageTransport());
    tick();
    expect(shell.received.map((r) => r.id)).toEqual(['hb1', 'hb2']);
    expect(HEARTBEAT_EVERY_MS).toBe(10_000);
  });
});
