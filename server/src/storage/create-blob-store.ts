import type { S3Config } from '../media/media-config.js';
import type { BlobStore } from './blob-store.js';
import { DiskStore } from './disk-store.js';
import { S3Store } from './s3-store.js';

/** S3 when S3_* is set, else DiskStore under DATA_DIR/blobs. */
export function createBlobStore(s3: S3Config | undefined, diskRoot: string): BlobStore {
  return s3 ? new S3Store(s3) : new DiskStore(diskRoot);
}
