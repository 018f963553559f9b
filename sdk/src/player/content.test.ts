import { describe, expect, it } from 'vitest';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import type { Scene } from '../model/index.js';
import { parsePlayableContent } from './content.js';
import { PlayableContentDocument } from './graphql/generated.js';

const API = 'https://marquee.test/graphql';

describe('parsePlayableContent', () => {
  it('resolves file URLs against the API origin and lists images to preload', () => {
    const result = parsePlayableContent(
      imagePlaylistContent([{ id: 'a' }, { id: 'b' }], { mediaFit: 'cover' }),
      API,
    );
    expect(result.ok && result.value.imageUrls).toEqual([
      'https://marquee.test/blobs/a.png',
      'https://marquee.test/blobs/b.png',
    ]);
    expect(result.ok && result.value.mediaFits.get('playlist-1')).toBe('cover');
    const zone = result.ok ? result.value.program.playlists.get('playlist-1')?.zones[0] : undefined;
    expect(zone?.entries.map((e) => e.durationMs)).toEqual([6000, 6000]);
  });

  it('plays a published image file on its own', () => {
    const data = imagePlaylistContent([{ id: 'a' }]);
    const result = parsePlayableContent({ ...data, collectionName: 'file', entityId: 'a' }, API);
    const only = result.ok ? [...result.value.program.playlists.values()][0] : undefined;
    expect(only?.zones[0]?.entries[0]?.scene.type).toBe('image');
    expect(result.ok && result.value.singleFile?._id).toBe('a');
  });

  it('reports the path of an invalid field', () => {
    const data = imagePlaylistContent([{ id: 'a' }]);
    (data.content.playlists[0] as { name: string }).name = '';
    const result = parsePlayableContent(data, API);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.path).toBe('$.content.playlists[0].name');
  });

  it('gives re-signed file URLs the same signature, but a changed file a new one', () => {
    const first = imagePlaylistContent([{ id: 'a' }]);
    const resigned = imagePlaylistContent([{ id: 'a' }]);
    resigned.content.files[0]!.url += '?exp=2&sig=b';
    const changed = imagePlaylistContent([{ id: 'a' }]);
    changed.content.files[0]!.checksum = 'f'.repeat(64);
    const signature = (data: typeof first) => {
      const result = parsePlayableContent(data, API);
      return result.ok ? result.value.signature : '';
    };
    expect(signature(resigned)).toBe(signature(first));
    expect(signature(changed)).not.toBe(signature(first));
  });

  it('preloads a PDF’s page images in page order, and keeps playing when they are re-signed', () => {
    const withDeck = (sig: string) => {
      const data = imagePlaylistContent([{ id: 'a' }, { id: 'deck' }]);
      const scene = (data.content.playlists[0] as { playlistItems: { scene: Scene }[] })
        .playlistItems[1]!.scene;
      scene.type = 'presentation';
      scene.sceneItems[0]!.item = { type: 'presentation', fileId: 'deck' };
      Object.assign(data.content.files[1]!, {
        name: 'deck.pdf',
        mimetype: 'application/pdf',
        url: `/blobs/deck.pdf?sig=${sig}`,
        pageCount: 2,
        pageUrls: [`/blobs/deck/page-1.jpg?sig=${sig}`, `/blobs/deck/page-2.jpg?sig=${sig}`],
      });
      const result = parsePlayableContent(data, API);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.value;
    };
    const content = withDeck('1');
    expect(content.imageUrls).toEqual([
      'https://marquee.test/blobs/a.png',
      'https://marquee.test/blobs/deck/page-1.jpg?sig=1',
      'https://marquee.test/blobs/deck/page-2.jpg?sig=1',
    ]);
    expect(content.files.get('deck')?.pageUrls?.[1]).toBe(
      'https://marquee.test/blobs/deck/page-2.jpg?sig=1',
    );
    expect(withDeck('2').signature).toBe(content.signature);
  });

  it("carries the server's play quota counters to the planner, without restarting playback when they grow", () => {
    const withQuota = (count: number) => {
      const data = imagePlaylistContent([{ id: 'a' }]);
      data.content.files[0]!.playQuota = { count: 5, period: 'weekly' };
      data.content.playQuotaCounters = [
        { fileId: 'a', period: 'weekly', periodStart: '2026-11-16T00:00:00.000Z', count },
      ];
      const result = parsePlayableContent(data, API);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.value;
    };
    expect(withQuota(2).program.quotas.get('a')).toEqual({ count: 5, period: 'weekly' });
    expect(withQuota(2).program.quotaCounters).toEqual([
      { fileId: 'a', period: 'weekly', periodStart: '2026-11-16T00:00:00.000Z', count: 2 },
    ]);
    expect(withQuota(3).signature).toBe(withQuota(2).signature);
  });

  it('asks the server for the play quotas and their counters', () => {
    const query = String(PlayableContentDocument);
    expect(query).toMatch(/playQuota\s*{\s*count\s+period\s*}/);
    expect(query).toMatch(/playQuotaCounters\s*{\s*fileId\s+period\s+periodStart\s+count\s*}/);
  });

  it('treats nothing published as empty content', () => {
    const result = parsePlayableContent(null, API);
    expect(result.ok && result.value.empty).toBe(true);
  });
});
