import type { GraphQLContext } from '../../request/context.js';
import { signBlobPath } from '../../storage/signed-url.js';
import type { FileRow } from './repo.js';

const signed = (ctx: GraphQLContext, key: string) =>
  ctx.baseUrl + signBlobPath(ctx.services.config.secret, key, ctx.now());

/** Absolute signed URL of the playback source a browser or player can GET without headers. */
export function signedFileUrl(ctx: GraphQLContext, file: FileRow): string {
  const converted = file.playbackSource === 'Converted' ? file.convertedBlobKey : null;
  return signed(ctx, converted ?? file.blobKey);
}

/** sha256 of what signedFileUrl serves: the converted bytes' where it serves those. */
export function playbackChecksum(file: FileRow): string | null {
  const converted = file.playbackSource === 'Converted' && file.convertedBlobKey;
  return (converted ? file.convertedChecksum : file.checksum) || null;
}

/** The uploaded original. */
export const signedDownloadUrl = (ctx: GraphQLContext, file: FileRow) => signed(ctx, file.blobKey);

export const signedThumbnailUrl = (ctx: GraphQLContext, file: FileRow) =>
  file.thumbnailBlobKey ? signed(ctx, file.thumbnailBlobKey) : null;

/** A PDF's page images in page order (null for other files, or when the pages could not be drawn). */
export const signedPageUrls = (ctx: GraphQLContext, file: FileRow) =>
  file.pageBlobKeys?.map((key) => signed(ctx, key)) ?? null;
