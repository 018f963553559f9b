// @vitest-environment jsdom
import { HEARTBEAT_TAG } from '@marquee/sdk';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountTvFrame, type TvFrame } from './tvFrame.js';
import { stubRenderer } from './testing/stubRenderer.js';
import { createWebHost } from './webHost.js';

let frame: TvFrame | undefined;
afterEach(() => {
  frame?.stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A frame on virtual time, with the player's beats at `beats` ms (from the iframe then shown). */
function frameWith(search: string, beats: number[], untilMs: number) {
  frame?.stop();
  document.body.innerHTML = '';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scheduler = new VirtualTimeScheduler(VirtualAction, untilMs);
  frame = mountTvFrame(document, search, {
    scheduler,
    makeHost: (options) => createWebHost({ ...options, renderPage: stubRenderer() }),
  });
  const { origin } = new URL(frame.iframe().src);
  for (const at of beats)
    scheduler.schedule(() => {
      const source = frame!.iframe().contentWindow;
      window.dispatchEvent(
        new MessageEvent('message', { data: { tag: HEARTBEAT_TAG }, origin, source }),
      );
    }, at);
  const first = frame.iframe();
  scheduler.flush();
  return { first, frame };
}

describe('TV frame watchdog', () => {
  it('asks the player for a beat six times within the silence limit', () => {
    const { first } = frameWith('?watchdog=3', [], 0);
    expect(new URL(first.src).searchParams.get('heartbeat')).toBe('500');
  });

  it('replaces a player that has been silent for the limit with a new one', () => {
    const beats = [0, 500, 1000, 1500];
    expect(frameWith('?watchdog=3', beats, 4_499).frame.restarts()).toBe(0);
    const { first, frame } = frameWith('?watchdog=3', beats, 4_500);
    expect(frame.restarts()).toBe(1);
    expect(first.isConnected).toBe(false);
    const now = frame.iframe();
    expect(now).not.toBe(first);
    expect(now.src).toBe(first.src);
    expect(document.querySelectorAll('[data-testid="player-frame"]')).toHaveLength(1);
    expect(document.body.getAttribute('data-player-restarts')).toBe('1');
  });

  it('keeps a player that beats, and watches nothing with watchdog=off', () => {
    const beats = Array.from({ length: 40 }, (_, i) => i * 2_500);
    expect(frameWith('?watchdog=3', beats, 100_000).frame.restarts()).toBe(0);
    expect(frameWith('?watchdog=off', [], 100_000).frame.restarts()).toBe(0);
    expect(new URL(frame!.iframe().src).searchParams.has('heartbeat')).toBe(false);
  });

  it('lends screenshots only of a player on its own origin', () => {
    expect(frameWith('', [], 0).frame.host.supports('screenshot')).toBe(true);
    const elsewhere = frameWith('?player=https://player.example/player/', [], 0).frame;
    expect(elsewhere.host.supports('screenshot')).toBe(false);
    expect(elsewhere.host.supports('volume')).toBe(false);
  });
});
