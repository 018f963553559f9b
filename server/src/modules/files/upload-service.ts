import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import type { AppServices } from '../../app-services.js';
import { acceptedType } from '../../media/accepted-types.js';
import { sniffFormat, SNIFF_BYTES } from '../../media/sniff.js';
import { verifyUploadSignature } from '../../storage/upload-url.js';
import { findFileById, updateFileColumns, type FileRow } from './repo.js';
import { claimUpload, LINK_ALREADY_USED, releaseUpload } from './upload-claim.js';
import { MESSAGES } from './rules.js';
import { assertStorageFor } from './storage-quota.js';

/** Why an upload was refused, with the HTTP status the upload endpoint answers. */
export class UploadRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Passes the body through unchanged while it counts bytes (refusing more than declared),
 * hashes them, and checks the first bytes against the declared type before any is written.
 */
class UploadGuard extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  readonly hash = createHash('sha256');
  received = 0;

  constructor(
    private readonly expectedSize: number,
    private readonly formats: readonly string[],
  ) {
    super();
  }

  private check(): void {
    this.checked = true;
    const format = sniffFormat(Buffer.concat(this.head));
    if (!format || !this.formats.includes(format)) {
      throw new UploadRejected(415, 'BAD_USER_INPUT', MESSAGES.contentMismatch);
    }
    for (const chunk of this.head) this.push(chunk);
    this.head = [];
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      this.received += chunk.length;
      if (this.received > this.expectedSize) {
        throw new UploadRejected(
          413,
          'BAD_USER_INPUT',
          'The upload is larger than the file record says',
        );
      }
      this.hash.update(chunk);
      if (this.checked) return done(null, chunk);
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= SNIFF_BYTES) this.check();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.checked) this.check();
      if (this.received !== this.expectedSize) {
        throw new UploadRejected(400, 'BAD_USER_INPUT', MESSAGES.uploadIncomplete);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

export interface UploadRequest {
  fileId: string;
  /** The signed link's expiry and signature (the link is the authorisation). */
  exp: string | null;
  sig: string | null;
  /** The Content-Type header's media type, lower case. */
  contentType: string;
  /** The Content-Length header, when sent. */
  declaredLength: string | undefined;
  body: Readable;
}

/**
 * Stores the bytes of a file record waiting for its upload, without holding them in memory, after
 * checking the signed link, the record, the size, the declared content type and the storage quota;
 * the content itself is checked as it arrives. Throws UploadRejected for every refusal.
 */
export async function receiveUpload(
  app: AppServices,
  upload: UploadRequest,
): Promise<{ fileId: string; size: number }> {
  const check = verifyUploadSignature(
    app.config.secret,
    upload.fileId,
    upload.exp,
    upload.sig,
    app.clock.now(),
  );
  if (check !== 'ok') {
    throw new UploadRejected(403, 'FORBIDDEN', 'The upload link is not valid or has expired');
  }
  const file = await findFileById(app.db, upload.fileId);
  if (!file || file.deletedAt) throw new UploadRejected(404, 'NOT_FOUND', 'File not found');
  if (file.status !== 'UPLOADING') {
    throw new UploadRejected(409, 'CONFLICT', 'This file is already uploaded');
  }
  if (upload.contentType !== file.mimetype) {
    throw new UploadRejected(415, 'BAD_USER_INPUT', `Content-Type must be ${file.mimetype}`);
  }
  if (
    upload.declaredLength !== undefined &&
    Number(upload.declaredLength) !== file.fileSizeInBytes
  ) {
    throw new UploadRejected(400, 'BAD_USER_INPUT', 'Content-Length differs from the file record');
  }
  try {
    // The record already reserved its size; still refuse if the quota shrank since.
    await assertStorageFor(app, file.accountId, file.fileSizeInBytes, file.fileSizeInBytes);
  } catch (error) {
    throw new UploadRejected(413, 'QUOTA_EXCEEDED', (error as Error).message);
  }
  const type = acceptedType(file.mimetype);
  if (!type) throw new UploadRejected(415, 'BAD_USER_INPUT', MESSAGES.wrongType);

  // The checks above change nothing; from here on this PUT is the link's one upload.
  const claim = await claimUpload(app.db, file.id, app.clock.now());
  if (claim === null) throw new UploadRejected(409, 'CONFLICT', LINK_ALREADY_USED);
  try {
    return await storeUpload(app, file, type.formats, upload.body);
  } catch (error) {
    await releaseUpload(app.db, file.id, claim);
    throw error;
  }
}

/** Streams the body into the file's blob through the guard; the checksum marks it received. */
async function storeUpload(
  app: AppServices,
  file: FileRow,
  formats: readonly string[],
  body: Readable,
): Promise<{ fileId: string; size: number }> {
  const guard = new UploadGuard(file.fileSizeInBytes, formats);
  body.on('error', (err) => guard.destroy(err));
  // A refusal can come before the store attaches its own listener; the store still sees it.
  guard.on('error', () => undefined);
  await app.blobs.put(file.blobKey, body.pipe(guard), { contentType: file.mimetype });
  await updateFileColumns(app.db, file.id, {
    checksum: guard.hash.digest('hex'),
    updated_at: app.clock.now().toISOString(),
  });
  return { fileId: file.id, size: guard.received };
}
