import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { findFolder, insertFolder, listFolders } from '../folders/repo.js';
import { findFile, insertFile, listFiles, liveFilesQuery } from './repo.js';

// Reads narrowed to a space are narrowed in SQL (a LIKE on the JSON text of space_ids), on SQLite
// and PostgreSQL alike. Space ids with LIKE's wildcards in them must match only themselves.

describe('space scoping in the files and folders queries', () => {
  let t: TestServer;
  let accountId: string;
  const SPACES = { plain: 'space-a', underscore: 'space_b', lookalike: 'spaceXb', percent: '50%' };

  beforeAll(async () => {
    t = await TestServer.start();
    const db = t.server.services.db;
    // The demo admin's account: the demo seeds other accounts too, in no set order.
    accountId = (
      await db
        .selectFrom('users')
        .select('account_id')
        .where('email', '=', 'admin@marquee.local')
        .executeTakeFirstOrThrow()
    ).account_id;
    const shared: [string, string[]][] = [
      ['only-a', [SPACES.plain]],
      ['only-b', [SPACES.underscore]],
      ['lookalike', [SPACES.lookalike]],
      ['a-and-percent', [SPACES.plain, SPACES.percent]],
      ['percent-text', ['50 and more']],
      ['nowhere', []],
    ];
    for (const [name, spaceIds] of shared) {
      await insertFile(db, {
        id: `file-${name}`,
        accountId,
        originalName: `${name}.png`,
        mimetype: 'image/png',
        fileSizeInBytes: 10,
        w: 1,
        h: 1,
        duration: null,
        status: 'READY',
        isDemo: false,
        spaceIds,
        blobKey: `files/${accountId}/file-${name}/original`,
        checksum: '',
        createdAt: '2030-01-01T08:00:00.000Z',
      });
      await insertFolder(db, {
        id: `folder-${name}`,
        accountId,
        name,
        parentFolderId: null,
        spaceIds,
        createdAt: '2030-01-01T08:00:00.000Z',
        updatedAt: '2030-01-01T08:00:00.000Z',
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const ours = (names: { originalName?: string; name?: string }[]) =>
    names
      .map((n) => (n.originalName ?? n.name ?? '').replace(/\.png$/, ''))
      .filter((n) => !n.startsWith('Demo') && n !== '')
      .sort();
  const scope = (spaceId: string | null) => ({ accountId, spaceId });

  it('lists only the files and folders shared to the space', async () => {
    const db = t.server.services.db;
    const filesIn = async (space: string) => ours(await listFiles(db, scope(space)));
    expect(await filesIn(SPACES.plain)).toEqual(['a-and-percent', 'only-a']);
    expect(await filesIn(SPACES.underscore)).toEqual(['only-b']);
    expect(await filesIn(SPACES.percent)).toEqual(['a-and-percent']);
    const foldersIn = async (space: string) => ours(await listFolders(db, scope(space)));
    expect(await foldersIn(SPACES.plain)).toEqual(['a-and-percent', 'only-a']);
    expect(await foldersIn(SPACES.underscore)).toEqual(['only-b']);
    expect(await foldersIn(SPACES.percent)).toEqual(['a-and-percent']);
  });

  it('finds one file or folder only through a space it is shared to', async () => {
    const db = t.server.services.db;
    expect((await findFile(db, scope(SPACES.underscore), 'file-only-b'))?.id).toBe('file-only-b');
    expect(await findFile(db, scope(SPACES.underscore), 'file-lookalike')).toBeUndefined();
    expect(await findFile(db, scope(SPACES.plain), 'file-only-b')).toBeUndefined();
    expect((await findFolder(db, scope(SPACES.plain), 'folder-only-a'))?.id).toBe('folder-only-a');
    expect(await findFolder(db, scope(SPACES.percent), 'folder-percent-text')).toBeUndefined();
  });

  it('does not narrow without a space', async () => {
    const db = t.server.services.db;
    const names = ours(await listFiles(db, scope(null)));
    expect(names).toEqual(
      expect.arrayContaining(['a-and-percent', 'lookalike', 'nowhere', 'only-a', 'only-b']),
    );
    expect(await findFile(db, scope(null), 'file-nowhere')).toBeDefined();
  });

  it('narrows in the SQL itself, not after reading', () => {
    const compiled = liveFilesQuery(t.server.services.db, scope(SPACES.plain))
      .selectAll()
      .compile();
    expect(compiled.sql).toMatch(/replace\(space_ids, (\?|\$\d+), ''\) <> space_ids/);
    expect(compiled.parameters).toContain('"space-a"');
  });
});
