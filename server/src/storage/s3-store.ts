import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PassThrough, type Readable } from 'node:stream';
import type { S3Config } from '../media/media-config.js';
import { assertValidBlobKey, type BlobInfo, type BlobStore } from './blob-store.js';

/** Presigned upload URLs stay valid this long. */
const PRESIGN_TTL_S = 24 * 60 * 60;

/**
 * Blobs in an S3-compatible bucket. Browsers upload straight to the bucket with a presigned PUT
 * (the signature covers the content type and length); the server streams reads for /blobs.
 */
export class S3Store implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      // Plain bodies: checksum trailers (aws-chunked) are not spoken by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async put(
    key: string,
    data: Buffer | Readable,
    options: { contentType: string; size?: number },
  ): Promise<BlobInfo> {
    assertValidBlobKey(key);
    // A plain PUT needs the length up front: streams of known size (files the server wrote)
    // stream through; anything else is small (thumbnails) and is collected first.
    const body =
      Buffer.isBuffer(data) || options.size !== undefined ? data : await streamToBuffer(data);
    const size = Buffer.isBuffer(body) ? body.length : options.size!;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: size,
      }),
    );
    return { size, contentType: options.contentType };
  }

  async stat(key: string): Promise<BlobInfo | null> {
    assertValidBlobKey(key);
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return {
        size: Number(head.ContentLength ?? 0),
        contentType: head.ContentType ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    assertValidBlobKey(key);
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      .then((res) => (res.Body as Readable).pipe(out))
      .catch((err: unknown) => out.destroy(err as Error));
    return out;
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  presignPut(key: string, options: { contentType: string; size: number }): Promise<string> {
    assertValidBlobKey(key);
    return getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        ContentType: options.contentType,
        ContentLength: options.size,
      }),
      { expiresIn: PRESIGN_TTL_S, signableHeaders: new Set(['content-type', 'content-length']) },
    );
  }
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
