import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TakeScreenshotDocument,
  UploadDeviceScreenshotDocument,
} from '../../test/graphql/generated.js';
import { TestServer } from '../../test/harness.js';

// With its blobs in an S3-compatible bucket (s3rver here), a deleted screen's picture leaves the
// bucket with it.

/** A 1×1 white PNG. */
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

describe('screenshots in an S3 bucket', () => {
  let s3: S3rver;
  let directory: string;
  let client: S3Client;
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'marquee-s3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'marquee', configs: [] }],
    });
    const endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t = await TestServer.start({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'marquee',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    operator = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** The keys of the bucket's objects under `screenshots/` that name the screen. */
  const keysOf = async (deviceId: string) => {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: 'marquee', Prefix: 'screenshots/' }),
    );
    return (listed.Contents ?? []).map((o) => o.Key!).filter((k) => k.includes(deviceId));
  };

  it('deletes the picture from the bucket when the screen is deleted', async () => {
    const gone = await t.pairDevice(operator, 'Going');
    const stays = await t.pairDevice(operator, 'Staying');
    for (const screen of [gone, stays]) {
      const asked = await t.request(
        TakeScreenshotDocument,
        { deviceId: screen.deviceId },
        { token: operator },
      );
      await t.request(
        UploadDeviceScreenshotDocument,
        {
          commandId: asked.sendDeviceCommand._id,
          image: { mimeType: 'image/png', base64: PNG_1x1 },
        },
        { token: screen.deviceToken },
      );
    }
    expect(await keysOf(gone.deviceId)).toHaveLength(1);

    const deleted = await t.gql(
      'mutation($id: ID!) { deleteDevice(id: $id) }',
      { id: gone.deviceId },
      { token: operator },
    );
    expect(deleted.data).toEqual({ deleteDevice: true });
    expect(await keysOf(gone.deviceId)).toEqual([]);
    expect(await keysOf(stays.deviceId)).toHaveLength(1);
  });
});
