import { createHash } from 'node:crypto';
import { storageLocalState } from '@marquee/sdk/shell';
import { memoryStorage } from '@marquee/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scapFromGlobals } from './scapApi.js';
import { createReferenceScap, type ReferenceScapDevice } from './testing/referenceScap.js';
import { BEAT_EVERY_MS, FIRST_BEAT_WITHIN_MS, HEARTBEAT_GLOBAL } from './watchdog.js';
import {
  bootWebos,
  REFUSED_PLAYER_KEY,
  restartAfterStall,
  startWebosShell,
  type Started,
} from './webosShell.js';
import { scapFiles } from './webosFiles.js';

const SERVER = 'https://signage.example.com';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The Marquee server's /api/current-version for webOS, and the network the set copies from. */
function playerServer() {
  const served = new Map<string, Uint8Array>();
  const server = {
    version: '',
    online: true,
    served,
    release(version: string) {
      server.version = version;
      served.set(
        `${SERVER}/player/webos/js/player.js`,
        new TextEncoder().encode(`player ${version}`),
      );
    },
    fetch: async (input: string): Promise<Response> => {
      if (!server.online) throw new TypeError('Failed to fetch');
      const url = new URL(input);
      if (url.pathname === '/api/current-version')
        return Response.json({ version: server.version });
      if (url.pathname === '/api/current-version/files')
        return Response.json({
          version: server.version,
          files: [
            {
              path: 'js/player.js',
              url: '/player/webos/js/player.js',
              sha256: sha256(`player ${server.version}`),
            },
          ],
        });
      return new Response('missing', { status: 404 });
    },
  };
  return server;
}

/** A webOS Signage set with SCAP whose storage and local state survive its restarts. */
function signageSet() {
  const server = playerServer();
  const device: ReferenceScapDevice = createReferenceScap({ served: server.served });
  const values = new Map<string, string>();
  const loaded: string[] = [];
  /** One boot of the loader; its scripts are what the local file server or package gives. */
  async function boot(options: { localServerDown?: boolean } = {}) {
    const state = storageLocalState(memoryStorage(values));
    let started: Started | null = null;
    const booted = await bootWebos({
      serverUrl: SERVER,
      target: 'webos',
      fetch: server.fetch,
      files: scapFiles(scapFromGlobals(device.globals)!, null, state),
      state,
      packagedEntry: 'js/player.js',
      // A classic script: what the engine fetches from the URL, run; a failed fetch is onerror.
      loadScript: async (url) => {
        if (url.startsWith('http://127.0.0.1:9080/')) {
          if (options.localServerDown) throw new Error(`Could not load ${url}`);
          const served = await device.serve(url);
          if (!served.ok) throw new Error(`Could not load ${url}`);
          loaded.push(await served.text());
        } else loaded.push(`packaged ${url}`);
      },
      setTimeout: () => undefined, // boot waits for the update to end
      starting: (s) => (started = s),
    });
    await booted.update;
    return { booted, state, started: started as Started | null };
  }
  return { server, device, values, loaded, boot };
}

describe('webOS loader', () => {
  it('boots the kept player from the set local file server (127.0.0.1:9080)', async () => {
    const set = signageSet();
    set.server.release('v2');
    const { booted } = await set.boot();
    expect(booted).toMatchObject({ source: 'installed', version: 'v2' });
    expect(set.loaded).toEqual(['player v2']);
    expect([...set.device.files.keys()]).toEqual(['marquee-files/player-v2-js_player.js']);
  });

  it('boots the packaged player when the kept one is gone from the set', async () => {
    const set = signageSet();
    set.server.release('v2');
    await set.boot();
    set.device.files.clear();
    set.server.online = false;
    expect((await set.boot()).booted.source).toBe('packaged');
    expect(set.loaded.at(-1)).toBe('packaged js/player.js');
  });

  it('boots the packaged player when the kept one does not load', async () => {
    const set = signageSet();
    set.server.release('v2');
    const { booted } = await set.boot({ localServerDown: true });
    expect(booted.source).toBe('packaged');
    expect(set.loaded).toEqual(['packaged js/player.js']);
  });

  it('refuses a kept player that stopped, without downloading it again, until a new one', async () => {
    const set = signageSet();
    set.server.release('v2');
    const first = await set.boot();
    expect(first.booted.source).toBe('installed');
    // The watchdog found it silent: the page restarts with that version refused.
    let reloads = 0;
    await restartAfterStall(first.state, first.started, () => reloads++);
    expect(reloads).toBe(1);
    expect(await first.state.get(REFUSED_PLAYER_KEY)).toBe('v2');
    const copies = () => set.device.calls.filter((c) => c.method === 'Storage.copyFile').length;
    const before = copies();
    const second = await set.boot();
    expect(second.booted.source).toBe('packaged');
    expect(await second.booted.update).toMatchObject({ status: 'up-to-date' });
    expect(copies()).toBe(before);
    set.server.release('v3');
    expect((await set.boot()).booted).toMatchObject({ source: 'installed', version: 'v3' });
    expect(set.loaded.at(-1)).toBe('player v3');
  });

  it('restarts a packaged player that stopped without refusing anything', async () => {
    const set = signageSet();
    set.server.online = false;
    const { booted, state, started } = await set.boot();
    expect(booted.source).toBe('packaged');
    let reloads = 0;
    await restartAfterStall(state, started, () => reloads++);
    expect(reloads).toBe(1);
    expect(await state.get(REFUSED_PLAYER_KEY)).toBeUndefined();
  });
});

/**
 * The page the loader runs in: scripts "run" by the test's `run` (which may beat), timers and
 * the clock are Vitest's fake ones, and a reload is counted.
 */
function fakePage(run: (src: string, page: Record<string, unknown>) => void) {
  const page: Record<string, unknown> = {};
  const reloads: number[] = [];
  const document = {
    createElement: () => ({}) as Record<string, unknown>,
    body: {
      appendChild(script: { src: string; onload?: () => void }) {
        setTimeout(() => {
          run(script.src, page);
          script.onload?.();
        }, 0);
      },
    },
  };
  Object.assign(page, {
    document,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (handle: ReturnType<typeof setInterval>) => clearInterval(handle),
    location: { reload: () => reloads.push(Date.now()) },
  });
  return { window: page as unknown as Window, page, reloads };
}

describe('webOS loader page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function startOn(set: ReturnType<typeof signageSet>, beats: (src: string) => boolean) {
    const { window, page, reloads } = fakePage((src, page) => {
      if (!beats(src)) return;
      const beat = page[HEARTBEAT_GLOBAL] as () => void;
      setInterval(beat, BEAT_EVERY_MS);
    });
    const state = storageLocalState(memoryStorage(set.values));
    void startWebosShell({
      host: {
        fetch: set.server.fetch,
        files: scapFiles(scapFromGlobals(set.device.globals)!, null, state),
        localState: state,
      },
      builtInServerUrl: SERVER,
      window,
    });
    return { page, reloads, state };
  }

  it('keeps a kept player that beats, and tells it what started', async () => {
    const set = signageSet();
    set.server.release('v2');
    const { page, reloads } = startOn(set, () => true);
    await vi.advanceTimersByTimeAsync(6 * 3600_000);
    expect(reloads).toEqual([]);
    expect(page.marqueeShell).toMatchObject({ source: 'installed', version: 'v2' });
  });

  it('restarts the page when a kept player never beats, with that version refused', async () => {
    const set = signageSet();
    set.server.release('v2');
    const { reloads, state } = startOn(set, (src) => !src.startsWith('http://127.0.0.1:9080/'));
    await vi.advanceTimersByTimeAsync(FIRST_BEAT_WITHIN_MS + BEAT_EVERY_MS);
    expect(reloads).toHaveLength(1);
    expect(await state.get(REFUSED_PLAYER_KEY)).toBe('v2');
  });
});
