import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { insertFile } from './repo.js';

// filesPage's search, kind and sort: narrowed and ordered in SQL, so every page, its cursor and
// the total agree. Runs on SQLite and PostgreSQL (server-sqlite and server-postgres projects).

interface Page {
  items: { originalName: string }[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

const PAGE = `query($folder: ID, $first: Int!, $after: String, $search: String, $kind: FileKind,
  $sort: FileSort) {
  filesPage(parentFolderId: $folder, first: $first, after: $after, search: $search, kind: $kind,
    sort: $sort) { items { originalName } totalCount endCursor hasNextPage }
}`;

interface Ask {
  search?: string;
  kind?: 'IMAGE' | 'VIDEO' | 'DOCUMENT';
  sort?: 'OLDEST' | 'NEWEST' | 'NAME' | 'SIZE';
}

describe('media library: searching, filtering and sorting the file list', () => {
  let t: TestServer;
  let token: string;
  let folderId: string;

  const page = (ask: Ask, first: number, after: string | null = null) =>
    t.gql<{ filesPage: Page }>(PAGE, { folder: folderId, first, after, ...ask }, { token });

  /** Every name of the list, two at a time (so each order is walked through its cursors). */
  const names = async (ask: Ask) => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = -1;
    do {
      const res = await page(ask, 2, after);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      const next: Page = res.data.filesPage;
      seen.push(...next.items.map((f) => f.originalName));
      total = next.totalCount;
      after = next.hasNextPage ? next.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(total);
    return seen;
  };

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    const me = await t.gql<{ currentAccount: { _id: string } }>(
      '{ currentAccount { _id } }',
      {},
      { token },
    );
    const demo = await t.gql<{ files: { spaceIds: string[] }[] }>(
      '{ files { spaceIds } }',
      {},
      { token },
    );
    const folder = await t.gql<{ createFolder: { _id: string } }>(
      'mutation { createFolder(name: "Campaign") { _id } }',
      {},
      { token },
    );
    folderId = folder.data!.createFolder._id;
    const files: [string, string, number][] = [
      ['lobby loop.mp4', 'video/mp4', 5_000],
      ['Menu.png', 'image/png', 300],
      ['Lobby poster.jpg', 'image/jpeg', 900],
      ['Price list.pdf', 'application/pdf', 900],
      ['100%_sale.png', 'image/png', 50],
      ['Welcome.webm', 'video/webm', 7_000],
    ];
    for (const [i, [name, mimetype, size]] of files.entries()) {
      const createdAt = new Date(Date.UTC(2029, 0, 1, 0, i)).toISOString();
      const id = uuidv7(Date.parse(createdAt));
      await insertFile(t.server.services.db, {
        id,
        accountId: me.data!.currentAccount._id,
        originalName: name,
        mimetype,
        fileSizeInBytes: size,
        w: null,
        h: null,
        duration: null,
        status: 'READY',
        isDemo: false,
        spaceIds: demo.data!.files[0]!.spaceIds,
        blobKey: `files/test/${id}/original`,
        checksum: '',
        createdAt,
        parentFolderId: folderId,
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds names containing the search, ignoring case, with % and _ taken literally', async () => {
    expect(await names({ search: 'LOBBY' })).toEqual(['lobby loop.mp4', 'Lobby poster.jpg']);
    expect(await names({ search: '  poster ' })).toEqual(['Lobby poster.jpg']);
    expect(await names({ search: '%_' })).toEqual(['100%_sale.png']);
    expect(await names({ search: 'nothing like it' })).toEqual([]);
  });

  it('keeps one kind of file', async () => {
    expect(await names({ kind: 'VIDEO' })).toEqual(['lobby loop.mp4', 'Welcome.webm']);
    expect(await names({ kind: 'DOCUMENT' })).toEqual(['Price list.pdf']);
    expect(await names({ kind: 'IMAGE', search: 'lobby' })).toEqual(['Lobby poster.jpg']);
  });

  it('orders by age either way, by name and by size, page after page', async () => {
    const oldest = await names({});
    expect(oldest[0]).toBe('lobby loop.mp4');
    expect(await names({ sort: 'NEWEST' })).toEqual([...oldest].reverse());
    // Names differ before any punctuation here: collations differ in how they weigh it.
    expect(await names({ sort: 'NAME' })).toEqual([
      '100%_sale.png',
      'lobby loop.mp4',
      'Lobby poster.jpg',
      'Menu.png',
      'Price list.pdf',
      'Welcome.webm',
    ]);
    // Largest first; the two of 900 bytes keep one order across the page break.
    const bySize = await names({ sort: 'SIZE' });
    expect(bySize.slice(0, 2)).toEqual(['Welcome.webm', 'lobby loop.mp4']);
    expect(bySize.slice(2, 4).sort()).toEqual(['Lobby poster.jpg', 'Price list.pdf']);
    expect(bySize.slice(4)).toEqual(['Menu.png', '100%_sale.png']);
  });

  it('refuses a cursor of another order and a search past its bound', async () => {
    const first = await page({ sort: 'NAME' }, 2);
    const cursor = first.data!.filesPage.endCursor;
    expect(codeOf(await page({ sort: 'SIZE' }, 2, cursor))).toBe('BAD_USER_INPUT');
    const long = await page({ search: 'x'.repeat(101) }, 2);
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors![0]!.message).toBe('A search can have at most 100 characters');
  });
});
