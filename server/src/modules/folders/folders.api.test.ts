import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  CreateFolderDocument,
  DeleteFolderDocument,
  FolderDocument,
  FoldersDocument,
  PurgeFolderDocument,
  RestoreFolderDocument,
  UpdateFolderDocument,
  type UpdateFolderInput,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

describe('folders, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = async (name: string, parentFolderId: string | null = null, token = admin) =>
    (await t.request(CreateFolderDocument, { name, parentFolderId }, { token })).createFolder;
  const update = (id: string, data: UpdateFolderInput, token = admin) =>
    t.attempt(UpdateFolderDocument, { id, data }, { token });
  const namesIn = async (parentFolderId: string | null, token = admin) =>
    (await t.request(FoldersDocument, { parentFolderId }, { token })).folders.map((f) => f.name);

  it('are read with media:read, changed with media:update and deleted with media:delete', async () => {
    const folder = await create('Posters');
    const reader = await invitedUser(t, admin, 'reader@example.com', ['media:read']);
    expect(await namesIn(null, reader)).toContain('Posters');
    const made = await t.attempt(CreateFolderDocument, { name: 'Mine' }, { token: reader });
    expect(codeOf(made)).toBe('FORBIDDEN');
    expect(codeOf(await update(folder._id, { name: 'Mine' }, reader))).toBe('FORBIDDEN');

    const editor = await invitedUser(t, admin, 'editor@example.com', [
      'media:read',
      'media:update',
    ]);
    expect((await update(folder._id, { name: 'Posters 2' }, editor)).errors).toBeUndefined();
    const removed = await t.attempt(DeleteFolderDocument, { id: folder._id }, { token: editor });
    expect(codeOf(removed)).toBe('FORBIDDEN');
    expect(await namesIn(null)).toContain('Posters 2');
  });

  it('nest, show their ancestors, rename and move', async () => {
    const brand = await create('Brand');
    const season = await create('Season', brand._id);
    const week = await create('Week 1', season._id);
    expect(await namesIn(brand._id)).toEqual(['Season']);
    const found = await t.request(FolderDocument, { id: week._id }, { token: admin });
    expect(found.folder.ancestors.map((a) => a.name)).toEqual(['Brand', 'Season']);

    const renamed = await update(week._id, { name: '  Week one ' });
    expect(renamed.data?.updateFolder).toMatchObject({
      name: 'Week one',
      parentFolderId: season._id,
    });
    const moved = await update(week._id, { parentFolderId: null });
    expect(moved.data?.updateFolder).toMatchObject({ parentFolderId: null, ancestors: [] });
    expect(await namesIn(null)).toContain('Week one');
    expect(await namesIn(season._id)).toEqual([]);
  });

  it('refuse bad names, unknown parents and moves into themselves', async () => {
    const cases: [string, string][] = [
      ['  ', 'The name cannot be empty'],
      ['a/b', 'The name cannot contain / or \\'],
      ['x'.repeat(256), 'The name can have at most 255 characters'],
    ];
    for (const [name, message] of cases) {
      const refused = await t.attempt(CreateFolderDocument, { name }, { token: admin });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(messageOf(refused)).toBe(message);
    }
    const orphan = await t.attempt(
      CreateFolderDocument,
      { name: 'Orphan', parentFolderId: '00000000-0000-7000-8000-000000000000' },
      { token: admin },
    );
    expect(codeOf(orphan)).toBe('NOT_FOUND');

    const outer = await create('Outer');
    const inner = await create('Inner', outer._id);
    for (const target of [outer._id, inner._id]) {
      const cycle = await update(outer._id, { parentFolderId: target });
      expect(codeOf(cycle)).toBe('BAD_USER_INPUT');
      expect(messageOf(cycle)).toBe(
        'A folder cannot be moved into itself or one of its subfolders',
      );
    }
    expect(await namesIn(outer._id)).toEqual(['Inner']);
  });

  it('delete undoably: hidden at once, back on restore, gone for good on purge', async () => {
    const folder = await create('Old campaign');
    const purgeFirst = await t.attempt(PurgeFolderDocument, { id: folder._id }, { token: admin });
    expect(codeOf(purgeFirst)).toBe('CONFLICT');
    expect(messageOf(purgeFirst)).toBe('Delete the folder before removing it for good');

    await t.request(DeleteFolderDocument, { id: folder._id }, { token: admin });
    expect(await namesIn(null)).not.toContain('Old campaign');
    const hidden = await t.attempt(FolderDocument, { id: folder._id }, { token: admin });
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    expect(codeOf(await update(folder._id, { name: 'Revived' }))).toBe('NOT_FOUND');

    const restored = await t.request(RestoreFolderDocument, { id: folder._id }, { token: admin });
    expect(restored.restoreFolder.name).toBe('Old campaign');
    expect(await namesIn(null)).toContain('Old campaign');

    await t.request(DeleteFolderDocument, { id: folder._id }, { token: admin });
    expect(await t.request(PurgeFolderDocument, { id: folder._id }, { token: admin })).toEqual({
      purgeFolder: true,
    });
    const gone = await t.attempt(RestoreFolderDocument, { id: folder._id }, { token: admin });
    expect(codeOf(gone)).toBe('NOT_FOUND');
  });

  it('hide everything inside a deleted folder, and bring it back on restore', async () => {
    const parent = await create('Retired brand');
    const child = await create('Retired season', parent._id);
    await t.request(DeleteFolderDocument, { id: parent._id }, { token: admin });
    expect(await namesIn(null)).not.toContain('Retired brand');
    const all = (await t.request(FoldersDocument, {}, { token: admin })).folders;
    expect(all.map((f) => f.name)).not.toContain('Retired season');
    const read = await t.attempt(FolderDocument, { id: child._id }, { token: admin });
    expect(codeOf(read)).toBe('NOT_FOUND');

    await t.request(RestoreFolderDocument, { id: parent._id }, { token: admin });
    const back = (await t.request(FoldersDocument, {}, { token: admin })).folders;
    expect(back.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Retired brand', 'Retired season']),
    );
  });

  it('keep a subfolder deleted on its own deleted when its parent is restored', async () => {
    const parent = await create('Seasonal');
    const child = await create('Winter', parent._id);
    await t.request(DeleteFolderDocument, { id: child._id }, { token: admin });
    t.clock.advance(1_000);
    await t.request(DeleteFolderDocument, { id: parent._id }, { token: admin });
    await t.request(RestoreFolderDocument, { id: parent._id }, { token: admin });
    const names = (await t.request(FoldersDocument, {}, { token: admin })).folders.map(
      (f) => f.name,
    );
    expect(names).toContain('Seasonal');
    expect(names).not.toContain('Winter');
  });

  it('of one account are out of reach of another', async () => {
    const ours = await create('Ours');
    const other = await signUpAccount(t, 'other-admin@example.com');
    expect(await namesIn(null, other)).not.toContain('Ours');
    const asOther = { token: other };
    for (const refused of [
      await t.attempt(FolderDocument, { id: ours._id }, asOther),
      await update(ours._id, { name: 'Taken' }, other),
      await t.attempt(CreateFolderDocument, { name: 'Inside', parentFolderId: ours._id }, asOther),
      await t.attempt(DeleteFolderDocument, { id: ours._id }, asOther),
    ]) {
      expect(codeOf(refused)).toBe('NOT_FOUND');
    }
    expect(await namesIn(ours._id)).toEqual([]);
    expect(await namesIn(null)).toContain('Ours');
  });
});
