import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHost } from './fakeHost.js';
import type { FakeFileStore } from './fakeFiles.js';
import {
  ACTIVE_PLAYER_KEY,
  bootEntry,
  updatePlayer,
  type PlayerUpdateDeps,
} from './playerUpdate.js';
import { bootShell } from './shellLoader.js';

const SERVER = 'https://signage.example.com';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A Marquee server that answers /api/current-version for the tizen target, like the real one. */
class FakeServer {
  version = 'v1';
  bundle: Record<string, string> = { 'js/player.js': 'player v1', 'js/vendor.js': 'vendor v1' };
  /** Bytes it sends instead of the listed ones, per path (a corrupting proxy). */
  tampered: Record<string, string> = {};
  /** Paths whose download never finishes (power cut or frozen network during the update). */
  hanging = new Set<string>();
  online = true;
  requests: string[] = [];

  release(version: string, bundle: Record<string, string>) {
    this.version = version;
    this.bundle = bundle;
  }

  fetch = async (input: string): Promise<Response> => {
    this.requests.push(input);
    if (!this.online) throw new TypeError('Failed to fetch');
    const url = new URL(input);
    if (url.pathname === '/api/current-version')
      return Response.json({
        version: this.version,
        fileCount: Object.keys(this.bundle).length,
        filesUrl: '/api/current-version/files?target=tizen',
      });
    if (url.pathname === '/api/current-version/files')
      return Response.json({
        version: this.version,
        files: Object.entries(this.bundle).map(([path, text]) => ({
          path,
          url: `/player/tizen/${path}`,
          sizeBytes: text.length,
          sha256: sha256(text),
        })),
      });
    const path = url.pathname.replace('/player/tizen/', '');
    if (this.hanging.has(path)) return new Promise<Response>(() => undefined);
    const text = this.tampered[path] ?? this.bundle[path];
    return text === undefined ? new Response('missing', { status: 404 }) : new Response(text);
  };
}

/** One boot of a set: a fresh host over the storage that survives restarts. */
function device(
  server: FakeServer,
  stores = { state: new Map<string, string>(), files: new Map() as FakeFileStore },
) {
  const host = new FakeHost({
    platform: 'tizen',
    fetch: server.fetch,
    stateStore: stores.state,
    fileStore: stores.files,
  });
  const deps: PlayerUpdateDeps = {
    serverUrl: `${SERVER}/`,
    target: 'tizen',
    fetch: host.fetch,
    files: host.files,
    state: host.localState,
  };
  const bytesOf = async (url: string) => {
    const file = (await host.files.list()).find((f) => f.url === url);
    return file && Buffer.from(stores.files.get(file.name)!.bytes!).toString();
  };
  return { host, deps, stores, bytesOf, restart: () => device(server, stores) };
}

afterEach(() => vi.useRealTimers());

describe('player code update of a packaged shell', () => {
  it('downloads the current version, verifies it and switches to it; the next boot starts it', async () => {
    const server = new FakeServer();
    const set = device(server);
    expect(await bootEntry(set.deps)).toBeNull(); // nothing installed: the packaged copy boots

    expect(await updatePlayer(set.deps)).toEqual({
      status: 'updated',
      version: 'v1',
      previous: null,
    });
    const entry = await bootEntry(set.restart().deps);
    expect(entry?.version).toBe('v1');
    expect(await set.bytesOf(entry!.url)).toBe('player v1');

    // Nothing new on the server: no download at all.
    server.requests = [];
    expect(await updatePlayer(set.deps)).toEqual({ status: 'up-to-date', version: 'v1' });
    expect(server.requests).toEqual([`${SERVER}/api/current-version?target=tizen`]);

    server.release('v2', { 'js/player.js': 'player v2' });
    expect(await updatePlayer(set.deps)).toMatchObject({ status: 'updated', previous: 'v1' });
    const next = await bootEntry(set.restart().deps);
    expect(next?.version).toBe('v2');
    expect(await set.bytesOf(next!.url)).toBe('player v2');

    // A third release removes v1's files (v2, which may be running, stays).
    server.release('v3', { 'js/player.js': 'player v3' });
    await updatePlayer(set.deps);
    expect((await set.host.files.list()).map((f) => f.name).sort()).toEqual([
      'player-v2-js_player.js',
      'player-v3-js_player.js',
    ]);
  });

  it('keeps the old version when a file arrives with a wrong checksum, and keeps none of the new one', async () => {
    const server = new FakeServer();
    const set = device(server);
    await updatePlayer(set.deps);
    server.release('v2', { 'js/player.js': 'player v2', 'js/vendor.js': 'vendor v2' });
    server.tampered['js/vendor.js'] = 'vendor v2 altered on the way';

    const result = await updatePlayer(set.deps);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.status === 'failed' && result.error.message).toMatch(/Checksum/);
    const entry = await bootEntry(set.restart().deps);
    expect(entry?.version).toBe('v1');
    expect(await set.bytesOf(entry!.url)).toBe('player v1');
    expect((await set.host.files.list()).some((f) => f.name.startsWith('player-v2-'))).toBe(false);
  });

  it('boots the cached version when the network is down at boot', async () => {
    const server = new FakeServer();
    const set = device(server);
    await updatePlayer(set.deps);
    server.online = false;

    const loaded: string[] = [];
    const boot = await bootShell({
      ...set.restart().deps,
      packagedEntry: 'js/player.js',
      loadScript: async (url) => void loaded.push(url),
      setTimeout: (run, ms) => setTimeout(run, ms),
    });
    expect(boot).toMatchObject({ source: 'installed', version: 'v1' });
    expect(await set.bytesOf(loaded[0]!)).toBe('player v1');
    expect(loaded).toHaveLength(1);
    expect(await boot.update).toMatchObject({ status: 'failed' });
  });

  it('never half-switches: a download cut off mid-way leaves the old version whole, now and after a restart', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const set = device(server);
    await updatePlayer(set.deps);
    server.release('v2', { 'js/player.js': 'player v2', 'js/vendor.js': 'vendor v2' });
    server.hanging.add('js/vendor.js'); // player.js arrives, vendor.js never does

    const loaded: string[] = [];
    const booting = bootShell({
      ...set.deps,
      packagedEntry: 'js/player.js',
      loadScript: async (url) => void loaded.push(url),
      setTimeout: (run, ms) => setTimeout(run, ms),
      updateWaitMs: 20_000,
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(loaded).toEqual([]); // still waiting for the update
    await vi.advanceTimersByTimeAsync(1);
    const boot = await booting;
    expect(boot).toMatchObject({ source: 'installed', version: 'v1' });
    expect(await set.bytesOf(loaded[0]!)).toBe('player v1');

    // Power cut now: the set restarts with half of v2 on disk and still starts v1.
    const restarted = set.restart();
    expect((await bootEntry(restarted.deps))?.version).toBe('v1');
    expect(JSON.parse(set.stores.state.get(ACTIVE_PLAYER_KEY)!).version).toBe('v1');

    // Network back: the next boot completes v2 and starts it.
    server.hanging.clear();
    const next = await bootShell({
      ...restarted.deps,
      packagedEntry: 'js/player.js',
      loadScript: async (url) => void loaded.push(url),
      setTimeout: (run, ms) => setTimeout(run, ms),
    });
    expect(next).toMatchObject({ source: 'installed', version: 'v2' });
    expect(await set.bytesOf(loaded[1]!)).toBe('player v2');
  });

  it('boots the packaged copy when nothing was ever downloaded, or the kept copy is gone or does not load', async () => {
    const server = new FakeServer();
    server.online = false;
    const set = device(server);
    const loaded: string[] = [];
    const shell = {
      packagedEntry: 'js/player.js',
      loadScript: async (url: string) => {
        if (url.startsWith('blob:') && loaded.includes('broken')) throw new Error('load failed');
        loaded.push(url);
      },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    };
    expect(await bootShell({ ...set.deps, ...shell })).toMatchObject({ source: 'packaged' });
    expect(loaded).toEqual(['js/player.js']);

    server.online = true;
    await updatePlayer(set.deps);
    server.online = false;
    loaded.push('broken');
    expect(await bootShell({ ...set.deps, ...shell })).toMatchObject({ source: 'packaged' });

    // The kept files were wiped (storage reset): the packaged copy, not a dead link.
    set.stores.files.clear();
    expect(await bootEntry(set.deps)).toBeNull();
  });

  it('refuses a server answer without a usable version or entry file', async () => {
    const server = new FakeServer();
    const set = device(server);
    server.release('../etc', { 'js/player.js': 'x' });
    expect(await updatePlayer(set.deps)).toMatchObject({ status: 'failed' });
    server.release('v9', { 'js/other.js': 'x' });
    const result = await updatePlayer(set.deps);
    expect(result.status === 'failed' && result.error.message).toMatch(/no js\/player\.js/);
    expect(await bootEntry(set.deps)).toBeNull();
  });
});
