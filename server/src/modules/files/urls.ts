import type { GraphQLContext } from '../../http/context.js';
import { signBlobPath } from '../../storage/signed-url.js';
import type { FileRow } from './repo.js';

/** Absolute signed URL a browser or player can GET without headers. */
export function signedFileUrl(ctx: GraphQLContext, file: FileRow): string {
  return ctx.baseUrl + signBlobPath(ctx.services.config.secret, file.blobKey, ctx.now());
}
