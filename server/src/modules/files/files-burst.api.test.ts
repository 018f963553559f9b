import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { createFiles, putBytes } from '../../test/media-test-kit.js';
import { BYTES_PER_MB, quotaExceeded } from './rules.js';
import { LINK_ALREADY_USED } from './upload-claim.js';

// What an account's uploads share, under 200 requests at once over real HTTP: the storage quota
// takes exactly the uploads that fit, and one upload link takes exactly one upload.

const BURST = 200;

describe('uploads under a burst of 200 requests', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
  });
  afterAll(() => t.close());

  const storage = async () => {
    const res = await t.gql<{
      currentAccount: { usedStorageCapacityInMB: number; maxStorageCapacityInMB: number };
    }>('{ currentAccount { usedStorageCapacityInMB maxStorageCapacityInMB } }', {}, { token });
    const account = res.data!.currentAccount;
    return {
      used: Math.round(account.usedStorageCapacityInMB * BYTES_PER_MB),
      max: Math.round(account.maxStorageCapacityInMB * BYTES_PER_MB),
    };
  };

  it('lets exactly the uploads that fit into the storage quota through', async () => {
    const before = await storage();
    // Ten of these fit into the free space, an eleventh would not.
    const size = Math.floor((before.max - before.used) / 10.5);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        createFiles(t, token, [
          { originalName: `quota-${i}.mp4`, mimetype: 'video/mp4', fileSizeInBytes: size },
        ]),
      ),
    );
    const accepted = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(BURST - 10);
    // Every refusal came once the ten were counted, so each says the same.
    const full = quotaExceeded(before.used + 10 * size, before.max, size).message;
    for (const answer of refused) {
      expect(codeOf(answer)).toBe('QUOTA_EXCEEDED');
      expect(messageOf(answer)).toBe(full);
    }
    expect((await storage()).used).toBe(before.used + 10 * size);
  });

  it('takes exactly one of 200 parallel PUTs to one upload link', async () => {
    const bytes = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const res = await createFiles(t, token, [
      { originalName: 'once.png', mimetype: 'image/png', fileSizeInBytes: bytes.length },
    ]);
    const url = res.data!.createFiles[0]!.uploadUrl!;
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => putBytes(url, bytes, 'image/png')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const used = JSON.stringify({ code: 'CONFLICT', message: LINK_ALREADY_USED }) + '\n';
    expect(answers.filter((a) => a.status !== 200)).toEqual(
      Array(BURST - 1).fill({ status: 409, body: used }),
    );
  });
});
