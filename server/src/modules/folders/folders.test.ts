import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';
import { uploadAndProcess } from '../../test/media-test-kit.js';

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#1F76E0' } })
    .png()
    .toBuffer();

interface FolderResult {
  _id: string;
  name: string;
  parentFolderId: string | null;
  ancestors: { name: string }[];
}
const FOLDER_FIELDS = '_id name parentFolderId ancestors { name }';

describe('folders', () => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  const createFolder = async (name: string, parentFolderId: string | null, as = token) => {
    const res = await t.gql<{ createFolder: FolderResult }>(
      `mutation($n: String!, $p: ID) { createFolder(name: $n, parentFolderId: $p) { ${FOLDER_FIELDS} } }`,
      { n: name, p: parentFolderId },
      { token: as },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createFolder;
  };
  const folderNames = async (as = token) =>
    (await t.gql<{ folders: FolderResult[] }>('{ folders { name } }', {}, { token: as }))
      .data!.folders.map((f) => f.name)
      .sort();
  const fileCode = (id: string) =>
    t.gql('query($id: ID!) { file(id: $id) { _id } }', { id }, { token }).then(codeOf);
  const blobsOf = (fileId: string) =>
    readdirSync(join(t.server.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(fileId))
      .map((e) => e.name);

  it('nests folders and answers the breadcrumbs from the root down', async () => {
    const top = await createFolder('Campaigns', null);
    const mid = await createFolder('Spring', top._id);
    const leaf = await createFolder('Posters', mid._id);
    expect(leaf.ancestors.map((a) => a.name)).toEqual(['Campaigns', 'Spring']);
    const children = await t.gql<{ folders: FolderResult[] }>(
      'query($p: ID) { folders(parentFolderId: $p) { name } }',
      { p: top._id },
      { token },
    );
    expect(children.data!.folders.map((f) => f.name)).toEqual(['Spring']);
  });

  it('deletes a folder with undo, then purges it with its subfolders, files and blobs', async () => {
    const outer = await createFolder('Old stuff', null);
    const inner = await createFolder('Older', outer._id);
    const file = await uploadAndProcess(t, token, 'Old.png', 'image/png', await png(), inner._id);
    expect(blobsOf(file._id).length).toBeGreaterThan(0);

    const refused = await t.gql(
      'mutation($id: ID!) { purgeFolder(id: $id) }',
      { id: outer._id },
      { token },
    );
    expect(codeOf(refused)).toBe('CONFLICT');

    await t.gql('mutation($id: ID!) { deleteFolder(id: $id) }', { id: outer._id }, { token });
    expect(await folderNames()).not.toContain('Old stuff');
    await t.gql(
      'mutation($id: ID!) { restoreFolder(id: $id) { _id } }',
      { id: outer._id },
      { token },
    );
    expect(await folderNames()).toContain('Old stuff');

    await t.gql('mutation($id: ID!) { deleteFolder(id: $id) }', { id: outer._id }, { token });
    const purged = await t.gql(
      'mutation($id: ID!) { purgeFolder(id: $id) }',
      { id: outer._id },
      { token },
    );
    expect(purged.errors).toBeUndefined();
    expect(await folderNames()).not.toContain('Older');
    expect(await fileCode(file._id)).toBe('NOT_FOUND');
    expect(blobsOf(file._id)).toEqual([]);
  });

  it('purges a deleted folder a minute later when nobody confirms (the backstop job)', async () => {
    const folder = await createFolder('Forgotten', null);
    const file = await uploadAndProcess(t, token, 'F.png', 'image/png', await png(), folder._id);
    await t.gql('mutation($id: ID!) { deleteFolder(id: $id) }', { id: folder._id }, { token });
    await t.server.services.jobs.whenIdle();
    expect(blobsOf(file._id).length).toBeGreaterThan(0);
    t.clock.advance(61_000);
    await t.server.services.jobs.whenIdle();
    expect(blobsOf(file._id)).toEqual([]);
  });

  it('shows a folder only in the spaces it is shared to', async () => {
    const here = await createFolder('Shared here', null);
    const created = await t.gql<{ createSpace: { _id: string } }>(
      'mutation { createSpace(name: "Lobby") { _id } }',
      {},
      { token },
    );
    const lobby = created.data!.createSpace._id;
    const switched = await t.gql<{ changeCurrentSpace: { token: string } }>(
      'mutation($id: ID!) { changeCurrentSpace(spaceId: $id) { token } }',
      { id: lobby },
      { token },
    );
    const lobbyToken = switched.data!.changeCurrentSpace.token;
    // The switch ended the old session; sign in again for the first space.
    token = await t.signIn();

    await createFolder('Lobby only', null, lobbyToken);
    expect(await folderNames(lobbyToken)).toEqual(['Lobby only']);
    expect(await folderNames()).not.toContain('Lobby only');
    const hidden = await t.gql(
      'query($id: ID!) { folder(id: $id) { _id } }',
      { id: here._id },
      {
        token: lobbyToken,
      },
    );
    expect(codeOf(hidden)).toBe('NOT_FOUND');
  });
});
