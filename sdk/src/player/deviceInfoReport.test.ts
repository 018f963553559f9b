import { describe, expect, it } from 'vitest';
import { FakeHost, type Capability } from '../host/index.js';
import { sha256Hex } from '../host/localFiles.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { servingFetch } from '../testing/servingFetch.js';
import { VirtualClock } from '../testing/virtualClock.js';
import { parsePlayableContent, type PlayerContent } from './content.js';
import { createDeviceInfoReporter, DEVICE_INFO_MIN_INTERVAL_MS } from './deviceInfoReport.js';
import { createKeptMedia } from './storage/keptMedia.js';

const API = 'https://marquee.test/graphql';
const BYTES: Record<string, Uint8Array> = {
  a: new Uint8Array(400).fill(1),
  b: new Uint8Array(300).fill(2),
  c: new Uint8Array(200).fill(3),
};
const served = new Map(
  Object.entries(BYTES).map(([id, bytes]) => [`https://marquee.test/blobs/${id}.png`, bytes]),
);

async function content(ids: string[]): Promise<PlayerContent> {
  const data = imagePlaylistContent(ids.map((id) => ({ id })));
  for (const file of data.content.files) {
    file.playbackChecksum = await sha256Hex(BYTES[file._id]!);
    file.fileSizeInBytes = BYTES[file._id]!.length;
  }
  const parsed = parsePlayableContent(data, API);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

interface Report {
  at: number;
  info: { storage?: { freeBytes: number }; keptContent?: Record<string, unknown> };
}

/** A screen on virtual time whose device-info reports are recorded with their time. */
function screen(options: { capacity?: number; capabilities?: Capability[] } = {}) {
  const clock = new VirtualClock();
  const host = new FakeHost({
    fetch: servingFetch(served),
    diskCapacityBytes: options.capacity ?? 10_000,
    scheduler: clock.scheduler,
    ...(options.capabilities ? { capabilities: options.capabilities } : {}),
  });
  const reports: Report[] = [];
  const client = {
    request: async (_doc: unknown, variables: { info: Report['info'] }) => {
      reports.push({ at: clock.now(), info: variables.info });
      return {};
    },
  };
  const reporter = createDeviceInfoReporter({
    host,
    client: client as never,
    scheduler: clock.scheduler,
  });
  const kept = createKeptMedia({ host });
  return { clock, host, reporter, reports, kept };
}

describe('device info report', () => {
  it('re-reports as kept content moves, at most once a minute, the last state following', async () => {
    const { clock, reporter, reports } = screen();
    const progress = (kept: number) =>
      reporter.keepProgress({ done: kept, total: 3, kept, storageFull: false });
    await reporter.report('token');
    expect(reports).toEqual([
      { at: 0, info: expect.objectContaining({ storage: { freeBytes: 10_000 } }) },
    ]);
    expect(reports[0]!.info.keptContent).toBeUndefined();

    progress(0);
    await clock.advance(25_000);
    progress(1);
    await clock.advance(25_000);
    progress(2);
    // One report in the first minute, not one per file.
    await clock.advance(DEVICE_INFO_MIN_INTERVAL_MS - 50_001);
    expect(reports).toHaveLength(1);
    await clock.advance(1);
    await clock.advance(15_000);
    progress(3);
    await clock.advance(DEVICE_INFO_MIN_INTERVAL_MS - 15_001);
    expect(reports).toHaveLength(2);
    await clock.advance(1);
    expect(reports.map((r) => [r.at, r.info.keptContent])).toEqual([
      [0, undefined],
      [60_000, { kept: 2, total: 3, storageFull: false }],
      [120_000, { kept: 3, total: 3, storageFull: false }],
    ]);

    // Nothing changed since: no more reports.
    progress(3);
    await clock.advance(10 * DEVICE_INFO_MIN_INTERVAL_MS);
    expect(reports).toHaveLength(3);
  });

  it('carries what a finished download batch kept and the space left', async () => {
    const { clock, reporter, reports, kept } = screen();
    await reporter.report('token');
    await kept.keep(await content(['a', 'b', 'c']), null, reporter.keepProgress);
    await clock.advance(DEVICE_INFO_MIN_INTERVAL_MS);
    expect(reports.slice(1)).toEqual([
      {
        at: DEVICE_INFO_MIN_INTERVAL_MS,
        info: expect.objectContaining({
          storage: { freeBytes: 10_000 - 900 },
          keptContent: { kept: 3, total: 3, storageFull: false },
        }),
      },
    ]);
  });

  it('reports a full disk at once, without waiting for the minute', async () => {
    const { clock, reporter, reports, kept } = screen({ capacity: 500 });
    await reporter.report('token');
    // "a" fits; "b" and "c" do not fit in what is left.
    await kept.keep(await content(['a', 'b', 'c']), null, reporter.keepProgress);
    await clock.advance(0);
    expect(reports.map((r) => [r.at, r.info.keptContent, r.info.storage])).toEqual([
      [0, undefined, { freeBytes: 500 }],
      [0, { kept: 1, total: 3, storageFull: true }, { freeBytes: 100 }],
    ]);
    await clock.advance(10 * DEVICE_INFO_MIN_INTERVAL_MS);
    expect(reports).toHaveLength(2);
  });

  it('sends no storage from a host that keeps no files', async () => {
    const { reporter, reports } = screen({ capabilities: ['screenshot'] });
    await reporter.report('token');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.info).not.toHaveProperty('storage');
  });

  it('says nothing before it has a token, then everything at its first report', async () => {
    const { clock, reporter, reports, kept } = screen();
    await kept.keep(await content(['c']), null, reporter.keepProgress);
    await clock.advance(DEVICE_INFO_MIN_INTERVAL_MS);
    expect(reports).toHaveLength(0);
    await reporter.report('token');
    expect(reports.map((r) => r.info.keptContent)).toEqual([
      { kept: 1, total: 1, storageFull: false },
    ]);
  });
});
