import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirm, createFiles, getFile, putBytes } from '../test/media-test-kit.js';
import { TestServer } from '../test/harness.js';
import type { BlobStore } from './blob-store.js';
import { DiskStore } from './disk-store.js';
import { S3Store } from './s3-store.js';

// One contract for every BlobStore; the S3 store runs against an S3-protocol server (s3rver).
const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

let s3: S3rver;
let endpoint: string;
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'marquee-s3rver-')),
    configureBuckets: [{ name: 'marquee', configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
});

const stores: [string, () => BlobStore][] = [
  ['DiskStore', () => new DiskStore(mkdtempSync(join(tmpdir(), 'marquee-disk-')))],
  [
    'S3Store',
    () =>
      new S3Store({
        endpoint,
        bucket: 'marquee',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        region: 'us-east-1',
      }),
  ],
];

describe.each(stores)('%s', (_name, make) => {
  it('stores, describes, reads (with a range) and deletes a blob', async () => {
    const store = make();
    const info = await store.put('files/a/b/original', Buffer.from('hello world'), {
      contentType: 'text/plain',
    });
    expect(info.size).toBe(11);
    expect(await store.stat('files/a/b/original')).toEqual({ size: 11, contentType: 'text/plain' });
    expect(await text(store.read('files/a/b/original'))).toBe('hello world');
    expect(await text(store.read('files/a/b/original', { start: 6, end: 10 }))).toBe('world');
    await store.delete('files/a/b/original');
    expect(await store.stat('files/a/b/original')).toBeNull();
  });

  it('streams a body of known size', async () => {
    const store = make();
    const body = Readable.from([Buffer.from('abc'), Buffer.from('def')]);
    await store.put('files/a/c', body, { contentType: 'video/mp4', size: 6 });
    expect(await text(store.read('files/a/c'))).toBe('abcdef');
  });

  it('refuses keys that could escape the store', async () => {
    const store = make();
    await expect(
      store.put('../x', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow();
  });
});

describe('S3Store presigned upload', () => {
  it('hands out a PUT URL the browser uploads to directly, bound to type and size', async () => {
    const store = stores[1]![1]();
    const url = await store.presignPut!('files/a/up', { contentType: 'image/png', size: 4 });
    const ok = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array([1, 2, 3, 4]),
      headers: { 'content-type': 'image/png' },
    });
    expect(ok.status).toBeLessThan(300);
    expect(await store.stat('files/a/up')).toMatchObject({ size: 4, contentType: 'image/png' });
  });
});

describe('media library on S3', () => {
  it('uploads through a presigned URL, processes from the bucket and serves the result', async () => {
    const t = await TestServer.start({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'marquee',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    try {
      const token = await t.signIn();
      const bytes = await sharp({
        create: { width: 320, height: 200, channels: 3, background: '#1E5AA8' },
      })
        .png()
        .toBuffer();
      const created = await createFiles(t, token, [
        { originalName: 'bucket.png', mimetype: 'image/png', fileSizeInBytes: bytes.length },
      ]);
      const record = created.data!.createFiles[0]!;
      expect(record.uploadUrl!.startsWith(endpoint)).toBe(true);
      expect((await putBytes(record.uploadUrl!, bytes, 'image/png')).status).toBeLessThan(300);
      await confirm(t, token, record._id);
      await t.server.services.jobs.whenIdle();
      const file = await getFile(t, token, record._id);
      expect(file).toMatchObject({ status: 'READY', w: 320, h: 200 });
      const download = Buffer.from(await (await fetch(file.downloadUrl)).arrayBuffer());
      expect(download.equals(bytes)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
