import { describe, expect, it } from 'vitest';
import { main, type CliIo } from './cli.js';

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readText: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT');
      return text;
    },
  };
  return { cli, out, err };
}

const playlist = {
  collectionName: 'playlist',
  entityId: 'p',
  content: {
    playlists: [
      {
        _id: 'p',
        name: 'p',
        playlistItems: [
          {
            _id: 'a',
            type: 'scene-inline',
            scene: { _id: 's', name: 's', type: 'slides', sceneItems: [] },
          },
        ],
      },
    ],
  },
};
/** The lines written to stderr (one write may hold several). */
const lines = (written: string[]) => written.join('\n').split('\n');
const window = ['--from', '2026-11-16T09:00:00Z', '--to', '2026-11-16T09:02:00Z'];

describe('marquee-simulate', () => {
  it('prints the trace as JSON lines (default scene duration 60 s)', async () => {
    const { cli, out } = io({ 'c.json': JSON.stringify(playlist) });
    expect(await main(['c.json', ...window], cli)).toBe(0);
    expect(out.map((l) => JSON.parse(l).t)).toEqual([
      '2026-11-16T09:00:00.000Z',
      '2026-11-16T09:01:00.000Z',
      '2026-11-16T09:01:00.000Z',
    ]);
    expect(JSON.parse(out[0]!)).toEqual({
      t: '2026-11-16T09:00:00.000Z',
      event: 'item-started',
      zoneId: 0,
      itemId: 'a',
      renderPath: ['p', 's'],
      triggered: false,
      interrupted: false,
    });
  });

  it('names the file and the field of bad input', async () => {
    const bad = structuredClone(playlist);
    (bad.content.playlists[0]!.playlistItems[0]!.scene as { type: string }).type = 'hologram';
    const { cli, err } = io({ 'c.json': JSON.stringify(bad), 'q.json': '{"f":{"used":-1}}' });
    expect(await main(['c.json', ...window], cli)).toBe(1);
    expect(lines(err)).toEqual([
      'c.json: $.content.playlists[0].playlistItems[0].scene.type: "hologram" is not one of slides, image, video, presentation, multimedial, app',
    ]);
    const quota = io({ 'c.json': JSON.stringify(playlist), 'q.json': '{"f":{"used":-1}}' });
    expect(await main(['c.json', ...window, '--quota', 'q.json'], quota.cli)).toBe(1);
    expect(lines(quota.err)).toEqual([
      'q.json: $.f.used: -1 must be at least 0',
      'q.json: $.f.periodStart: Required',
    ]);
    const missing = io({});
    expect(await main(['nope.json', ...window], missing.cli)).toBe(1);
    expect(missing.err[0]).toContain('nope.json: cannot be read');
    const zone = io({ 'c.json': JSON.stringify(playlist) });
    expect(await main(['c.json', ...window, '--tz', 'Mars/Olympus'], zone.cli)).toBe(1);
    expect(zone.err[0]).toContain('--tz');
  });

  it('prints every error of strict input and plays nothing', async () => {
    const bad = structuredClone(playlist) as typeof playlist & { publishedAtt?: string };
    bad.publishedAtt = '2026-11-16T09:00:00Z';
    const item = bad.content.playlists[0]!.playlistItems[0]! as Record<string, unknown>;
    item.scene = {
      _id: 's',
      name: 's',
      type: 'slides',
      sceneItems: [
        { _id: 'i', start: -1, end: 5, x: 0, y: 0, w: 50, h: 50, item: { type: 'text' } },
      ],
    };
    item.timingRulesV2 = [
      {
        mode: 'weekly',
        weekDays: { monday: true },
        dateRangesV2: [{ start: '2026-02-01', end: '2026-02-30' }],
      },
    ];
    const { cli, out, err } = io({ 'content.json': JSON.stringify(bad) });
    expect(await main(['content.json', ...window], cli)).toBe(1);
    expect(out).toEqual([]);
    expect(lines(err)).toEqual([
      'content.json: $.content.playlists[0].playlistItems[0].timingRulesV2[0].weekDays: Unknown key "monday"; expected one of sun, mon, tue, wed, thu, fri, sat',
      'content.json: $.content.playlists[0].playlistItems[0].timingRulesV2[0].dateRangesV2[0].end: "2026-02-30" is not a calendar date',
      'content.json: $.content.playlists[0].playlistItems[0].scene.sceneItems[0].start: Start time must be positive',
      'content.json: $: Unknown key "publishedAtt"; expected one of collectionName, entityId, publishedAt, content',
    ]);
  });
});
