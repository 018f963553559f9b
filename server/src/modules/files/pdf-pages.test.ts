import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../../fixtures/media/samples.js';
import { TestServer } from '../../test/harness.js';
import { FILE_FIELDS, uploadAndProcess } from '../../test/media-test-kit.js';

// PDF page images (File.pageUrls): drawn at processing, gone with the file. Drawing a page takes
// a few hundred ms of real CPU, hence the longer limits.
const DRAWING_MS = 60_000;

describe('media library: PDF page images', () => {
  let t: TestServer;
  let token: string;

  const blobFilesOf = (fileId: string) =>
    readdirSync(join(t.server.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(fileId))
      .map((e) => e.name);

  const pageUrlsOf = async (id: string) => {
    const res = await t.gql<{ file: { pageUrls: string[] | null; numberOfPages: number } }>(
      `query($id: ID!) { file(id: $id) { pageUrls numberOfPages } }`,
      { id },
      { token },
    );
    return res.data!.file;
  };

  /** The JPEG behind a page URL, with its greyscale pixels. */
  const image = async (url: string) => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    const raw = await sharp(bytes).greyscale().raw().toBuffer();
    return { width: meta.width, height: meta.height, raw };
  };

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  }, DRAWING_MS);

  it(
    'draws every page as a full-HD-wide JPEG in page order',
    async () => {
      const file = await uploadAndProcess(
        t,
        token,
        'Deck.pdf',
        'application/pdf',
        tinyPdf(['Welcome', 'Lunch menu: soup of the day', 'Goodbye']),
      );
      const { pageUrls, numberOfPages } = await pageUrlsOf(file._id);
      expect(numberOfPages).toBe(3);
      expect(pageUrls).toHaveLength(3);
      const pages = await Promise.all(pageUrls!.map(image));
      for (const page of pages) {
        expect(page.width).toBe(1920);
        expect(page.height).toBe(Math.ceil((1920 * 792) / 612));
      }
      // Different text on each page: the pictures differ, and none is blank paper.
      expect(pages[0]!.raw.equals(pages[1]!.raw)).toBe(false);
      expect(pages[1]!.raw.equals(pages[2]!.raw)).toBe(false);
      for (const page of pages)
        expect(page.raw.reduce((a, b) => Math.min(a, b), 255)).toBeLessThan(100);
      expect(file.thumbnailUrl).toBeTruthy();
    },
    DRAWING_MS,
  );

  it(
    'stops at 50 page images and still counts every page',
    async () => {
      const texts = Array.from({ length: 53 }, (_, i) => `Page ${i + 1}`);
      const file = await uploadAndProcess(t, token, 'Long.pdf', 'application/pdf', tinyPdf(texts));
      const { pageUrls, numberOfPages } = await pageUrlsOf(file._id);
      expect(numberOfPages).toBe(53);
      expect(pageUrls).toHaveLength(50);
      expect(
        blobFilesOf(file._id).filter((n) => n.startsWith('page-') && !n.endsWith('.json')),
      ).toHaveLength(50);
    },
    3 * DRAWING_MS,
  );

  it('has no page images for other files', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#1E5AA8' },
    })
      .png()
      .toBuffer();
    const file = await uploadAndProcess(t, token, 'Logo.png', 'image/png', png);
    expect((await pageUrlsOf(file._id)).pageUrls).toBeNull();
  });

  it(
    'removes the page images with the file, leaving no blob behind',
    async () => {
      const file = await uploadAndProcess(
        t,
        token,
        'Flyer.pdf',
        'application/pdf',
        tinyPdf(['Front', 'Back']),
      );
      expect(blobFilesOf(file._id).some((n) => n.startsWith('page-2'))).toBe(true);
      const del = await t.gql(
        'mutation($id: ID!) { deleteFile(id: $id) }',
        { id: file._id },
        { token },
      );
      expect(del.errors).toBeUndefined();
      const purge = await t.gql(
        'mutation($id: ID!) { purgeFile(id: $id) }',
        { id: file._id },
        { token },
      );
      expect(purge.errors).toBeUndefined();
      expect(blobFilesOf(file._id)).toEqual([]);
      const gone = await t.gql(
        `query($id: ID!) { file(id: $id) { ${FILE_FIELDS} } }`,
        { id: file._id },
        { token },
      );
      expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    },
    DRAWING_MS,
  );
});
