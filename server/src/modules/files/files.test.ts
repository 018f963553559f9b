import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo, sampleSvg, tinyPdf } from '../../../../fixtures/media/samples.js';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';
import {
  confirm,
  createFiles,
  FILE_FIELDS,
  getFile,
  putBytes,
  uploadAndProcess,
  type FileResult,
} from '../../test/media-test-kit.js';

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#E0761F' } })
    .png()
    .toBuffer();

function blobFilesOf(t: TestServer, fileId: string): string[] {
  const root = join(t.server.config.dataDir, 'blobs');
  const all = readdirSync(root, { recursive: true, withFileTypes: true });
  return all
    .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(fileId))
    .map((e) => e.name);
}

describe('media library: upload and processing', () => {
  let t: TestServer;
  let token: string;
  let tmp: string;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    tmp = mkdtempSync(join(tmpdir(), 'marquee-media-'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a PNG through upload and processing to ready, with size, thumbnail and download', async () => {
    const bytes = await png(800, 600);
    const file = await uploadAndProcess(t, token, 'Poster.png', 'image/png', bytes);
    expect(file).toMatchObject({
      status: 'READY',
      w: 800,
      h: 600,
      fileProcessingProgressPercents: 100,
    });
    expect(file.thumbnailUrl).toBeTruthy();
    const download = await fetch(file.downloadUrl);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const played = await fetch(file.url);
    expect(played.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await played.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('turns a video into an H.264 MP4 with its duration and reports progress', async () => {
    const path = makeVideo(tmp, {
      seconds: 2,
      fileName: 'clip.mkv',
      codecArgs: ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    });
    const bytes = readFileSync(path);
    const file = await uploadAndProcess(t, token, 'clip.mkv', 'video/x-matroska', bytes);
    expect(file.status).toBe('READY');
    expect(file.w).toBe(320);
    expect(file.h).toBe(240);
    expect(file.duration).toBeGreaterThan(1.9);
    const converted = await fetch(file.url);
    expect(converted.headers.get('content-type')).toBe('video/mp4');
    const convertedBytes = Buffer.from(await converted.arrayBuffer());
    // Players keep the file checked against the sha256 of what `url` serves, not the original's.
    const row = await t.server.services.db
      .selectFrom('files')
      .select(['checksum', 'converted_checksum'])
      .where('id', '=', file._id)
      .executeTakeFirstOrThrow();
    expect(row.converted_checksum).toBe(createHash('sha256').update(convertedBytes).digest('hex'));
    expect(row.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    const out = join(tmp, 'converted.mp4');
    writeFileSync(out, convertedBytes);
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', out], {
        encoding: 'utf8',
      }),
    ) as { streams: { codec_name: string }[] };
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  });

  it('counts the pages of a PDF', async () => {
    const file = await uploadAndProcess(
      t,
      token,
      'Menu.pdf',
      'application/pdf',
      tinyPdf(['One', 'Two']),
    );
    expect(file).toMatchObject({ status: 'READY', numberOfPages: 2 });
  });

  it('plays an SVG as PNG and serves the original so it cannot run script', async () => {
    const svg = Buffer.from(sampleSvg('Hi').replace('<rect', '<script>alert(1)</script><rect'));
    const file = await uploadAndProcess(t, token, 'logo.svg', 'image/svg+xml', svg);
    expect(file.status).toBe('READY');
    expect((await fetch(file.url)).headers.get('content-type')).toBe('image/png');
    const original = await fetch(file.downloadUrl);
    expect(original.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('ends a truncated video in the error state with a message', async () => {
    const path = makeVideo(tmp, { seconds: 3, fileName: 'broken.mp4' });
    truncateSync(path, Math.floor(statSync(path).size / 3));
    const file = await uploadAndProcess(t, token, 'broken.mp4', 'video/mp4', readFileSync(path));
    expect(file.status).toBe('ERROR');
    expect(file.errorMessage).toBeTruthy();
  });
});

describe('media library: bad input loses nothing', () => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  const fileCount = async () =>
    (await t.gql<{ files: unknown[] }>('{ files { _id } }', {}, { token })).data!.files.length;

  it('refuses a type outside the accepted list', async () => {
    const res = await createFiles(t, token, [
      { originalName: 'notes.txt', mimetype: 'text/plain', fileSizeInBytes: 10 },
    ]);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });

  it('refuses content that does not match its type (an HLS playlist named .mp4), storing nothing', async () => {
    const body = Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
    const res = await createFiles(t, token, [
      { originalName: 'evil.mp4', mimetype: 'video/mp4', fileSizeInBytes: body.length },
    ]);
    const record = res.data!.createFiles[0]!;
    const put = await putBytes(record.uploadUrl!, body, 'video/mp4');
    expect(put.status).toBe(415);
    expect(blobFilesOf(t, record._id)).toEqual([]);
    expect(codeOf(await confirm(t, token, record._id))).toBe('CONFLICT');
  });

  it('refuses a PUT whose Content-Type differs from the record', async () => {
    const bytes = await png(10, 10);
    const res = await createFiles(t, token, [
      { originalName: 'a.png', mimetype: 'image/png', fileSizeInBytes: bytes.length },
    ]);
    const put = await putBytes(res.data!.createFiles[0]!.uploadUrl!, bytes, 'image/jpeg');
    expect(put.status).toBe(415);
  });

  it('refuses an upload over the storage quota before storing a byte (decimal MB, demo files free)', async () => {
    const before = await fileCount();
    const res = await createFiles(t, token, [
      { originalName: 'huge.mp4', mimetype: 'video/mp4', fileSizeInBytes: 10_000 * 1_000_000 + 1 },
    ]);
    expect(codeOf(res)).toBe('QUOTA_EXCEEDED');
    expect(await fileCount()).toBe(before);
    // Exactly the quota fits: the three demo files do not count.
    const fits = await createFiles(t, token, [
      {
        originalName: 'exact.mp4',
        mimetype: 'video/mp4',
        fileSizeInBytes: 10_000 * 1_000_000 - 1000,
      },
    ]);
    expect(fits.errors).toBeUndefined();
  });

  it('refuses names with path separators and empty renames', async () => {
    const res = await createFiles(t, token, [
      { originalName: '../x.png', mimetype: 'image/png', fileSizeInBytes: 10 },
    ]);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const file = await uploadAndProcess(t, token, 'keep.png', 'image/png', await png(20, 20));
    const rename = (name: string) =>
      t.gql(
        `mutation($id: ID!, $n: String!) { updateFile(id: $id, data: { originalName: $n }) { originalName } }`,
        { id: file._id, n: name },
        { token },
      );
    expect(codeOf(await rename('   '))).toBe('BAD_USER_INPUT');
    expect(codeOf(await rename('a\\b'))).toBe('BAD_USER_INPUT');
    expect((await getFile(t, token, file._id)).originalName).toBe('keep.png');
  });

  it('refuses to move a folder into its own subfolder', async () => {
    const make = async (name: string, parentFolderId?: string) =>
      (
        await t.gql<{ createFolder: { _id: string } }>(
          'mutation($n: String!, $p: ID) { createFolder(name: $n, parentFolderId: $p) { _id } }',
          { n: name, p: parentFolderId ?? null },
          { token },
        )
      ).data!.createFolder._id;
    const a = await make('A');
    const b = await make('B', a);
    const move = (id: string, parent: string) =>
      t.gql(
        'mutation($id: ID!, $p: ID) { updateFolder(id: $id, data: { parentFolderId: $p }) { _id } }',
        { id, p: parent },
        { token },
      );
    expect(codeOf(await move(a, b))).toBe('BAD_USER_INPUT');
    expect(codeOf(await move(a, a))).toBe('BAD_USER_INPUT');
    const crumbs = await t.gql<{
      folder: { ancestors: { name: string }[]; parentFolderId: string | null };
    }>(
      'query($id: ID!) { folder(id: $id) { parentFolderId ancestors { name } } }',
      { id: b },
      { token },
    );
    expect(crumbs.data!.folder.ancestors.map((f) => f.name)).toEqual(['A']);
    const slashed = await t.gql('mutation { createFolder(name: "a/b") { _id } }', {}, { token });
    expect(codeOf(slashed)).toBe('BAD_USER_INPUT');
  });
});

describe('media library: edits, quotas, removal', () => {
  let t: TestServer;
  let token: string;
  let file: FileResult;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    file = await uploadAndProcess(t, token, 'Photo.png', 'image/png', await png(64, 64));
  });
  afterAll(async () => {
    await t?.close();
  });

  const update = (data: Record<string, unknown>) =>
    t.gql<{ updateFile: FileResult }>(
      `mutation($id: ID!, $d: UpdateFileInput!) { updateFile(id: $id, data: $d) { ${FILE_FIELDS} } }`,
      { id: file._id, d: data },
      { token },
    );

  it('renames, switches the play source and moves into a folder, telling subscribers', async () => {
    const sub = subscribe<{ subscribeToFileChange: FileResult }>(
      t.ws({ token }),
      `subscription($id: ID!) { subscribeToFileChange(id: $id) { _id originalName } }`,
      { id: file._id },
    );
    // The first value is the current state: from then on the subscription is live.
    expect((await sub.next()).data!.subscribeToFileChange.originalName).toBe('Photo.png');
    const renamed = await update({ originalName: 'Holiday.png' });
    expect(renamed.data!.updateFile.originalName).toBe('Holiday.png');
    expect((await sub.next()).data!.subscribeToFileChange.originalName).toBe('Holiday.png');
    await sub.stop();

    const original = await update({ playbackSource: 'Original' });
    expect(original.data!.updateFile.playbackSource).toBe('Original');
    const folder = await t.gql<{ createFolder: { _id: string } }>(
      'mutation { createFolder(name: "Campaign") { _id } }',
      {},
      { token },
    );
    const folderId = folder.data!.createFolder._id;
    const moved = await update({ parentFolderId: folderId });
    expect(moved.data!.updateFile.parentFolderId).toBe(folderId);
    const inFolder = await t.gql<{ files: { _id: string }[] }>(
      'query($p: ID) { files(parentFolderId: $p) { _id } }',
      { p: folderId },
      { token },
    );
    expect(inFolder.data!.files.map((f) => f._id)).toEqual([file._id]);
  });

  it('gates play quotas behind the playback-limiting feature (FEATURE_LOCKED, Enterprise)', async () => {
    // The demo account has every feature; an account without the tariff feature is what is gated.
    await t.server.services.db
      .updateTable('accounts')
      .set({ enabled_features: JSON.stringify([]) })
      .execute();
    const locked = await update({ playQuota: { count: 1000, period: 'all-time' } });
    expect(codeOf(locked)).toBe('FEATURE_LOCKED');
    expect(locked.errors![0]!.message).toContain('Enterprise');
    await t.server.services.db
      .updateTable('accounts')
      .set({ enabled_features: JSON.stringify(['playback-limiting']) })
      .execute();
    const set = await update({ playQuota: { count: 25, period: 'weekly' } });
    expect(set.data!.updateFile.playQuota).toEqual({ count: 25, period: 'weekly' });
    expect(codeOf(await update({ playQuota: { count: 5, period: 'daily' } }))).toBe(
      'BAD_USER_INPUT',
    );
    const cleared = await update({ playQuota: null });
    expect(cleared.data!.updateFile.playQuota).toBeNull();
  });

  it('deletes with undo, then for good without leaving a blob behind', async () => {
    expect(blobFilesOf(t, file._id).length).toBeGreaterThan(0);
    await t.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id: file._id }, { token });
    expect(
      codeOf(await t.gql('query($id: ID!) { file(id: $id) { _id } }', { id: file._id }, { token })),
    ).toBe('NOT_FOUND');
    await t.gql('mutation($id: ID!) { restoreFile(id: $id) { _id } }', { id: file._id }, { token });
    expect((await getFile(t, token, file._id)).status).toBe('READY');
    await t.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id: file._id }, { token });
    const purged = await t.gql(
      'mutation($id: ID!) { purgeFile(id: $id) }',
      { id: file._id },
      { token },
    );
    expect(purged.errors).toBeUndefined();
    expect(blobFilesOf(t, file._id)).toEqual([]);
  });

  it('purges an unconfirmed delete a minute later (the backstop job)', async () => {
    const other = await uploadAndProcess(t, token, 'Later.png', 'image/png', await png(30, 30));
    await t.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id: other._id }, { token });
    expect(blobFilesOf(t, other._id).length).toBeGreaterThan(0);
    t.clock.advance(61_000);
    await t.server.services.jobs.whenIdle();
    expect(blobFilesOf(t, other._id)).toEqual([]);
  });
});
