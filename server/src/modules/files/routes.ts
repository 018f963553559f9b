import type { HttpRoute } from '../../request/route.js';
import { blobRoute } from './blob-route.js';
import { uploadRoute } from './upload-route.js';

/** The plain HTTP endpoints of the media library: the disk store's uploads and signed blobs. */
export const filesRoutes: readonly HttpRoute[] = [uploadRoute, blobRoute];
