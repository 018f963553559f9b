import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { insertFile } from './repo.js';

// filesPage: the Media grid's paged list. Runs on SQLite and PostgreSQL (server-sqlite and
// server-postgres projects), since the keyset and the space filter are SQL.

interface Page {
  items: { _id: string; originalName: string }[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

const PAGE = `query($folder: ID, $first: Int!, $after: String) {
  filesPage(parentFolderId: $folder, first: $first, after: $after) {
    items { _id originalName } totalCount endCursor hasNextPage
  }
}`;

describe('media library: paged file list', () => {
  let t: TestServer;
  let token: string;
  let accountId: string;
  let folderId: string;
  let homeSpace: string;

  const page = async (first: number, after: string | null, folder: string | null = null) => {
    const res = await t.gql<{ filesPage: Page }>(PAGE, { folder, first, after }, { token });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.filesPage;
  };

  const allPages = async (first: number, folder: string | null = null) => {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const next: Page = await page(first, after, folder);
      pages.push(next);
      after = next.hasNextPage ? next.endCursor : null;
    } while (after);
    return pages;
  };

  const listed = async (folder: string | null) =>
    (
      await t.gql<{ files: { _id: string }[] }>(
        'query($f: ID) { files(parentFolderId: $f) { _id } }',
        { f: folder },
        { token },
      )
    ).data!.files.map((f) => f._id);

  /** A ready file row straight into the DB; `at` is its created_at. */
  const seedFile = async (
    name: string,
    at: string,
    extra: Partial<{ folder: string; account: string; spaces: string[] }> = {},
  ) => {
    const id = uuidv7(Date.parse(at));
    await insertFile(t.server.services.db, {
      id,
      accountId: extra.account ?? accountId,
      originalName: name,
      mimetype: 'image/png',
      fileSizeInBytes: 10,
      w: 1,
      h: 1,
      duration: null,
      status: 'READY',
      isDemo: false,
      spaceIds: extra.spaces ?? [homeSpace],
      blobKey: `files/test/${id}/original`,
      checksum: '',
      createdAt: at,
      parentFolderId: extra.folder ?? null,
    });
    return id;
  };

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    const me = await t.gql<{ currentAccount: { _id: string } }>(
      '{ currentAccount { _id } }',
      {},
      { token },
    );
    accountId = me.data!.currentAccount._id;
    const demo = await t.gql<{ files: { spaceIds: string[] }[] }>(
      '{ files { spaceIds } }',
      {},
      { token },
    );
    homeSpace = demo.data!.files[0]!.spaceIds[0]!;
    const folder = await t.gql<{ createFolder: { _id: string } }>(
      'mutation { createFolder(name: "Big") { _id } }',
      {},
      { token },
    );
    folderId = folder.data!.createFolder._id;
    // 23 files, three of them sharing one created_at so the id decides their order.
    for (let i = 0; i < 20; i += 1) {
      await seedFile(`F${i}.png`, new Date(Date.UTC(2029, 0, 1, 0, 0, i)).toISOString(), {
        folder: folderId,
      });
    }
    for (const name of ['Tie A.png', 'Tie B.png', 'Tie C.png']) {
      await seedFile(name, '2029-01-01T00:00:10.000Z', { folder: folderId });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages through a folder in the same order as files, with the total on every page', async () => {
    const pages = await allPages(5, folderId);
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.every((p) => p.totalCount === 23)).toBe(true);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, true, true, false]);
    expect(pages.flatMap((p) => p.items.map((f) => f._id))).toEqual(await listed(folderId));
  });

  it('keeps the root and a folder apart (the root has only the demo files)', async () => {
    const root = await page(200, null, null);
    expect(root.items.map((f) => f._id)).toEqual(await listed(null));
    expect(root.items.some((f) => f.originalName.startsWith('F'))).toBe(false);
    expect(root).toMatchObject({ totalCount: root.items.length, hasNextPage: false });
  });

  it('continues from a cursor without repeats or gaps after files before it change', async () => {
    const first = await page(10, null, folderId);
    // Delete the cursor's own file and one before it; add a file at the very end.
    const [, second, , ...rest] = first.items;
    const cursorFile = rest.at(-1)!;
    for (const id of [second!._id, cursorFile._id]) {
      await t.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id }, { token });
    }
    const added = await seedFile('Late.png', '2029-06-01T00:00:00.000Z', { folder: folderId });
    const rests: string[] = [];
    let after: string | null = first.endCursor;
    while (after) {
      const next: Page = await page(4, after, folderId);
      expect(next.totalCount).toBe(22);
      rests.push(...next.items.map((f) => f._id));
      after = next.hasNextPage ? next.endCursor : null;
    }
    const everything = await listed(folderId);
    const before = new Set(first.items.map((f) => f._id));
    expect(rests).toEqual(everything.filter((id) => !before.has(id)));
    expect(rests.at(-1)).toBe(added);
    for (const id of [second!._id, cursorFile._id]) {
      await t.gql('mutation($id: ID!) { restoreFile(id: $id) { _id } }', { id }, { token });
    }
    await t.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id: added }, { token });
  });

  it('shows another account none of its files and counts only the current space', async () => {
    await t.gql('mutation($i: SignUpInput!) { signUp(input: $i) }', {
      i: { email: 'other@example.com', password: 'another-secret-1', accountName: 'Other' },
    });
    const other = await t.server.services.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Other')
      .executeTakeFirstOrThrow();
    await seedFile('Foreign.png', '2029-01-01T00:00:05.500Z', {
      folder: folderId,
      account: other.id,
    });
    expect((await page(200, null, folderId)).items.map((f) => f.originalName)).not.toContain(
      'Foreign.png',
    );

    const space = await t.gql<{ createSpace: { _id: string } }>(
      'mutation { createSpace(name: "Lobby") { _id } }',
      {},
      { token },
    );
    const spaceId = space.data!.createSpace._id;
    const ids = (await page(200, null, folderId)).items.map((f) => f._id);
    for (const id of [ids[3]!, ids[7]!, ids[20]!]) {
      const res = await t.gql(
        'mutation($id: ID!, $s: [ID!]!) { updateFile(id: $id, data: { spaceIds: $s }) { _id } }',
        { id, s: [spaceId] },
        { token },
      );
      expect(res.errors).toBeUndefined();
    }
    const switched = await t.gql<{ changeCurrentSpace: { token: string } }>(
      'mutation($s: ID!) { changeCurrentSpace(spaceId: $s) { token } }',
      { s: spaceId },
      { token },
    );
    const spaceToken = switched.data!.changeCurrentSpace.token;
    const inSpace = await t.gql<{ filesPage: Page }>(
      PAGE,
      { folder: folderId, first: 2, after: null },
      { token: spaceToken },
    );
    const firstPage = inSpace.data!.filesPage;
    expect(firstPage.totalCount).toBe(3);
    expect(firstPage.items.map((f) => f._id)).toEqual([ids[3], ids[7]]);
    const rest = await t.gql<{ filesPage: Page }>(
      PAGE,
      { folder: folderId, first: 2, after: firstPage.endCursor },
      { token: spaceToken },
    );
    expect(rest.data!.filesPage).toMatchObject({ items: [{ _id: ids[20] }], hasNextPage: false });
    token = await t.signIn(); // changing the space ended the session
  });

  it('refuses more than 200 files a page, none, and a made-up cursor, with a clear message', async () => {
    for (const [first, after] of [
      [201, null],
      [0, null],
      [10, 'not-a-cursor'],
    ] as const) {
      const res = await t.gql(PAGE, { folder: folderId, first, after }, { token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0]!.message).toMatch(
        first === 10 ? /cursor/ : /between 1 and 200 files per page/,
      );
    }
    expect((await page(200, null, folderId)).items.length).toBeGreaterThan(0);
  });
});
