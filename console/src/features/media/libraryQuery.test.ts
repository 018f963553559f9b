import { describe, expect, it } from 'vitest';
import { fileBadges, formatDuration } from './fileBadges';
import { foldersFor, readLibraryQuery, writeLibraryQuery } from './libraryQuery';

describe('the library query in the address', () => {
  it('reads the words a person sees and keeps other parameters when written back', () => {
    const params = new URLSearchParams('q=lobby&type=videos&sort=name&highlight=f1');
    const query = readLibraryQuery(params);
    expect(query).toEqual({ search: 'lobby', kind: 'VIDEO', sort: 'NAME' });
    const written = writeLibraryQuery(params, { ...query, kind: null, sort: 'OLDEST' });
    expect(written.toString()).toBe('q=lobby&highlight=f1');
  });

  it('falls back to everything, oldest first, for words it does not know', () => {
    expect(readLibraryQuery(new URLSearchParams('type=songs&sort=colour'))).toEqual({
      search: '',
      kind: null,
      sort: 'OLDEST',
    });
  });

  it('narrows folders by name as files are, and shows none with a type filter', () => {
    const folders = [{ name: 'Lobby' }, { name: 'archive' }, { name: 'Bar lobby' }];
    const query = { search: 'LOBBY', kind: null, sort: 'NAME' } as const;
    expect(foldersFor(folders, query).map((f) => f.name)).toEqual(['Bar lobby', 'Lobby']);
    expect(foldersFor(folders, { ...query, kind: 'IMAGE' })).toEqual([]);
  });
});

describe('file badges', () => {
  it('says what a video is, how long it plays and its resolution', () => {
    expect(
      fileBadges({ mimetype: 'video/mp4', duration: 42.4, w: 1920, h: 1080 }).map((b) => b.text),
    ).toEqual(['Video', '0:42', '1920 × 1080']);
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(59.6)).toBe('1:00');
  });

  it('gives no badge for what is not known', () => {
    expect(fileBadges({ mimetype: 'application/pdf', duration: null, w: null, h: null })).toEqual([
      { text: 'PDF', label: 'Type: PDF' },
    ]);
  });
});
