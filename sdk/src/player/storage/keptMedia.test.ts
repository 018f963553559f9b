import { describe, expect, it, vi } from 'vitest';
import { FakeHost, type FakeFileStore } from '../../host/index.js';
import { sha256Hex } from '../../host/localFiles.js';
import { imagePlaylistContent } from '../../testing/playableFixtures.js';
import { servingFetch } from '../../testing/servingFetch.js';
import { noItemSeconds } from '../../engine/index.js';
import { parsePlayableContent, type PlayableContentData, type PlayerContent } from '../content.js';
import {
  createKeptMedia,
  KEPT_CONTENT_KEY,
  MEDIA_FILE_PREFIX,
  UNUSED_MEDIA_TTL_MS,
} from './keptMedia.js';

const API = 'https://marquee.test/graphql';
const BYTES: Record<string, Uint8Array> = {
  a: new Uint8Array(400).fill(1),
  b: new Uint8Array(300).fill(2),
  c: new Uint8Array(200).fill(3),
};
const served = new Map(
  Object.entries(BYTES).map(([id, bytes]) => [`https://marquee.test/blobs/${id}.png`, bytes]),
);

/** Playable content of image ids, with each file's real checksum and size. */
async function fetched(ids: string[]): Promise<PlayableContentData> {
  const data = imagePlaylistContent(ids.map((id) => ({ id })));
  for (const file of data.content.files) {
    const bytes = BYTES[file._id]!;
    file.playbackChecksum = await sha256Hex(bytes);
    file.fileSizeInBytes = bytes.length;
  }
  return data;
}

async function content(ids: string[]): Promise<PlayerContent> {
  const parsed = parsePlayableContent(await fetched(ids), API);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function device(
  options: { capacity?: number; fileStore?: FakeFileStore; stateStore?: Map<string, string> } = {},
) {
  const fileStore = options.fileStore ?? (new Map() as FakeFileStore);
  const stateStore = options.stateStore ?? new Map<string, string>();
  const host = new FakeHost({
    fetch: servingFetch(served),
    fileStore,
    stateStore,
    diskCapacityBytes: options.capacity ?? 10_000,
  });
  let now = Date.parse('2026-11-25T12:00:00Z');
  const warn = vi.fn();
  const kept = createKeptMedia({ host, now: () => now, warn });
  return {
    host,
    kept,
    warn,
    fileStore,
    stateStore,
    advance: (ms: number) => void (now += ms),
    keptNames: async () =>
      (await host.files.list()).map((f) => f.name).filter((n) => n.startsWith(MEDIA_FILE_PREFIX)),
  };
}

const urlsOf = (shown: PlayerContent) => [...shown.files.values()].map((f) => f.url);

describe('kept media', () => {
  it('keeps every file with its checksum and plays it from the local URL, saying how far it got', async () => {
    const { kept, host } = device();
    const progress: string[] = [];
    const { content: shown, missing } = await kept.keep(await content(['a', 'b']), null, (p) =>
      progress.push(`${p.done}/${p.total}`),
    );
    expect(missing).toBe(0);
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
    const local = await host.files.list();
    expect(urlsOf(shown).sort()).toEqual(local.map((f) => f.url).sort());
    expect(shown.imageUrls.every((url) => url.startsWith('blob:'))).toBe(true);
    expect(host.bytesOf(local[0]!.name)).toBeDefined();
  });

  it('boots with no network into the content last on screen, from the kept files', async () => {
    const first = device();
    const { content: shown } = await first.kept.keep(await content(['a', 'b']), null);
    await first.kept.settle(shown);

    const rebooted = device({ fileStore: first.fileStore, stateStore: first.stateStore });
    rebooted.host.faults.offline = true;
    const restored = await rebooted.kept.restore(API, noItemSeconds);
    expect(restored?.signature).toBe(shown.signature);
    const local = new Set((await rebooted.host.files.list()).map((f) => f.url));
    expect(urlsOf(restored!).every((url) => local.has(url))).toBe(true);
  });

  it('evicts media the new content does not need once it is kept whole, and nothing else', async () => {
    const { kept, host, keptNames } = device();
    await host.files.download('https://marquee.test/blobs/c.png', { name: 'player-1.0-player.js' });
    await kept.settle((await kept.keep(await content(['a', 'b']), null)).content);
    const next = (await kept.keep(await content(['b']), null)).content;
    expect(await kept.settle(next)).toBe(1);
    expect(await keptNames()).toEqual([`${MEDIA_FILE_PREFIX}${await sha256Hex(BYTES.b!)}`]);
    // The player's own bundle files are not media.
    expect((await host.files.list()).map((f) => f.name)).toContain('player-1.0-player.js');
  });

  it('keeps older media while the new content is incomplete, until unused for 7 days', async () => {
    const { kept, host, keptNames, advance } = device();
    await kept.settle((await kept.keep(await content(['a']), null)).content);
    host.faults.offline = true;
    const half = await kept.keep(await content(['b']), null);
    expect(half.missing).toBe(1);
    await kept.settle(half.content);
    expect(await keptNames()).toHaveLength(1);
    advance(UNUSED_MEDIA_TTL_MS + 1);
    await kept.settle(half.content);
    expect(await keptNames()).toHaveLength(0);
  });

  it('makes room from media nothing on screen needs, and never from what is on screen', async () => {
    // Room for a (400) and b (300), or b and c (200), not for all three.
    const { kept, keptNames } = device({ capacity: 750 });
    const onA = (await kept.keep(await content(['a']), null)).content;
    await kept.settle(onA);
    const onB = (await kept.keep(await content(['b']), onA)).content;
    expect(await keptNames()).toHaveLength(2);
    // c arrives while b plays: a goes for room.
    const c = await kept.keep(await content(['c']), onB);
    expect(c.missing).toBe(0);
    const names = await keptNames();
    expect(names).not.toContain(`${MEDIA_FILE_PREFIX}${await sha256Hex(BYTES.a!)}`);
    expect(names).toHaveLength(2);
    // a comes back while b and c are on screen: neither may go, so a plays from the network.
    const onBC = (await kept.keep(await content(['b', 'c']), null)).content;
    const a = await kept.keep(await content(['a']), onBC);
    expect(a.missing).toBe(1);
    expect(urlsOf(a.content)).toEqual(['https://marquee.test/blobs/a.png']);
  });

  it('plays a file whose bytes are not the published ones from the network, with a warning', async () => {
    const { kept, host, warn } = device();
    host.faults.corruptDownloads = true;
    const { content: shown, missing } = await kept.keep(await content(['a']), null);
    expect(missing).toBe(1);
    expect(urlsOf(shown)).toEqual(['https://marquee.test/blobs/a.png']);
    expect(warn).toHaveBeenCalledWith(
      'A media file could not be kept; it plays from the network',
      expect.objectContaining({ error: expect.stringContaining('Checksum') }),
    );
  });

  it('plays from the network, with a warning, when the device storage itself fails', async () => {
    const host = new FakeHost({ fetch: servingFetch(served), capabilities: [] });
    const warn = vi.fn();
    const kept = createKeptMedia({ host, warn });
    const { content: shown, missing } = await kept.keep(await content(['a']), null);
    expect(missing).toBe(1);
    expect(urlsOf(shown)).toEqual(['https://marquee.test/blobs/a.png']);
    expect(warn).toHaveBeenCalledWith(
      'Kept media is unavailable; the content plays from the network',
      expect.anything(),
    );
  });

  it('forgets the content of a device that is unpaired', async () => {
    const { kept, host } = device();
    await kept.settle((await kept.keep(await content(['a']), null)).content);
    expect(await host.localState.get(KEPT_CONTENT_KEY)).toBeDefined();
    await kept.forget();
    expect(await kept.restore(API, noItemSeconds)).toBeNull();
  });
});
