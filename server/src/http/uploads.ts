import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { AppServices } from '../app-services.js';
import { acceptedType } from '../media/accepted-types.js';
import { sniffFormat, SNIFF_BYTES } from '../media/sniff.js';
import { findFileById, updateFileColumns } from '../modules/files/repo.js';
import { MESSAGES } from '../modules/files/rules.js';
import { assertStorageFor } from '../modules/files/storage-quota.js';
import { verifyUploadSignature } from '../storage/upload-url.js';

class UploadRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function reply(res: ServerResponse, status: number, code: string, message: string) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    // The request body may still be arriving; do not keep reading it after a refusal.
    Connection: 'close',
  });
  res.end(JSON.stringify({ code, message }) + '\n');
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

/**
 * PUT /uploads/<fileId>?exp=&sig= (the disk store's upload address). Streams the body into the
 * blob store without holding it in memory, after checking the record, the size, the declared
 * content type and the storage quota; the content itself is checked as it arrives.
 */
export async function serveUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: AppServices,
): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'PUT',
      'Access-Control-Allow-Headers': 'Content-Type',
    });
    return void res.end();
  }
  if (req.method !== 'PUT') return reply(res, 405, 'METHOD_NOT_ALLOWED', 'Use PUT');
  let fileId: string;
  try {
    fileId = decodeURIComponent(url.pathname.slice('/uploads/'.length));
  } catch {
    return reply(res, 404, 'NOT_FOUND', 'File not found');
  }
  const check = verifyUploadSignature(
    services.config.secret,
    fileId,
    url.searchParams.get('exp'),
    url.searchParams.get('sig'),
    services.clock.now(),
  );
  if (check !== 'ok')
    return reply(res, 403, 'FORBIDDEN', 'The upload link is not valid or has expired');
  const file = await findFileById(services.db, fileId);
  if (!file || file.deletedAt) return reply(res, 404, 'NOT_FOUND', 'File not found');
  if (file.status !== 'UPLOADING')
    return reply(res, 409, 'CONFLICT', 'This file is already uploaded');
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== file.mimetype) {
    return reply(res, 415, 'BAD_USER_INPUT', `Content-Type must be ${file.mimetype}`);
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) !== file.fileSizeInBytes) {
    return reply(res, 400, 'BAD_USER_INPUT', 'Content-Length differs from the file record');
  }
  try {
    // The record already reserved its size; still refuse if the quota shrank since.
    await assertStorageFor(services.db, file.accountId, file.fileSizeInBytes, file.fileSizeInBytes);
  } catch (error) {
    return reply(res, 413, 'QUOTA_EXCEEDED', (error as Error).message);
  }
  const type = acceptedType(file.mimetype);
  if (!type) return reply(res, 415, 'BAD_USER_INPUT', MESSAGES.wrongType);

  const guard = new UploadGuard(file.fileSizeInBytes, type.formats);
  req.on('error', (err) => guard.destroy(err));
  // A refusal can come before the store attaches its own listener; the store still sees it.
  guard.on('error', () => undefined);
  try {
    await services.blobs.put(file.blobKey, req.pipe(guard), { contentType: file.mimetype });
  } catch (error) {
    if (error instanceof UploadRejected) return reply(res, error.status, error.code, error.message);
    if (req.destroyed || req.readableAborted) return; // the client went away; nothing was stored
    throw error;
  }
  await updateFileColumns(services.db, file.id, {
    checksum: guard.hash.digest('hex'),
    updated_at: services.clock.now().toISOString(),
  });
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify({ fileId: file.id, size: guard.received }) + '\n');
}
