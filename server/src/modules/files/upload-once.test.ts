import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_WITHIN_MS, TestServer } from '../../test/harness.js';
import { confirm, createFiles, putBytes } from '../../test/media-test-kit.js';
import { LINK_ALREADY_USED, UPLOAD_CLAIM_LEASE_MS } from './upload-claim.js';

// One upload link accepts one upload: of PUTs sent at once the first claims the record and the
// others are told the link is used; a failed upload gives the link back for a retry.
describe('one upload per link', () => {
  let t: TestServer;
  let token: string;
  let bytes: Buffer;
  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t?.close());

  async function uploadLink(name: string) {
    const res = await createFiles(t, token, [
      { originalName: name, mimetype: 'image/png', fileSizeInBytes: bytes.length },
    ]);
    const record = res.data!.createFiles[0]!;
    return { id: record._id, url: record.uploadUrl! };
  }
  const used = {
    status: 409,
    body: JSON.stringify({ code: 'CONFLICT', message: LINK_ALREADY_USED }) + '\n',
  };

  it.each([2, 20])('answers exactly one of %i parallel PUTs with 200', async (n) => {
    const link = await uploadLink(`parallel-${n}.png`);
    const answers = await Promise.all(
      Array.from({ length: n }, () => putBytes(link.url, bytes, 'image/png')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200)).toEqual(Array(n - 1).fill(used));
    // The one upload is whole: it confirms.
    expect((await confirm(t, token, link.id)).errors).toBeUndefined();
  });

  it('refuses a later PUT to a link already used', async () => {
    const link = await uploadLink('later.png');
    expect((await putBytes(link.url, bytes, 'image/png')).status).toBe(200);
    expect(await putBytes(link.url, bytes, 'image/png')).toEqual(used);
  });

  it('gives the link back after a failed upload, for a retry', async () => {
    const link = await uploadLink('retry.png');
    const wrong = Buffer.alloc(bytes.length, 0x41);
    expect((await putBytes(link.url, wrong, 'image/png')).status).toBe(415);
    expect((await putBytes(link.url, bytes, 'image/png')).status).toBe(200);
    expect((await confirm(t, token, link.id)).errors).toBeUndefined();
  });

  it('gives the link back when the client aborts mid-upload', async () => {
    const link = await uploadLink('aborted.png');
    const claimedAt = async () =>
      (
        await t.server.services.db
          .selectFrom('files')
          .select('upload_claimed_at')
          .where('id', '=', link.id)
          .executeTakeFirstOrThrow()
      ).upload_claimed_at;
    const url = new URL(link.url);
    const req = request(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'content-length': String(bytes.length) },
    });
    req.on('error', () => undefined);
    req.write(bytes.subarray(0, bytes.length >> 1));
    await vi.waitFor(async () => expect(await claimedAt()).not.toBeNull(), {
      timeout: EVENT_WITHIN_MS,
    });
    req.destroy();
    await vi.waitFor(async () => expect(await claimedAt()).toBeNull(), {
      timeout: EVENT_WITHIN_MS,
    });
    expect((await putBytes(link.url, bytes, 'image/png')).status).toBe(200);
  });

  it('takes over a claim left by a process that died mid-upload, after its lease', async () => {
    const link = await uploadLink('crashed.png');
    // What a kill -9 during the upload leaves: the claim, no checksum.
    await t.server.services.db
      .updateTable('files')
      .set({ upload_claimed_at: t.clock.now().toISOString() })
      .where('id', '=', link.id)
      .execute();
    expect(await putBytes(link.url, bytes, 'image/png')).toEqual(used);
    t.clock.advance(UPLOAD_CLAIM_LEASE_MS + 1);
    expect((await putBytes(link.url, bytes, 'image/png')).status).toBe(200);
  });
});
