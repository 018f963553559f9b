import { appError } from '../../errors.js';
import { CYCLE_MESSAGE, NAME_MESSAGES } from '../folders/names.js';

// Rules of the media library: accepted uploads, storage in decimal megabytes, undoable deletes.
// Names follow the folders' rule (folders/names.ts).

export { MAX_NAME_LENGTH, validName } from '../folders/names.js';
/** Storage is counted in decimal megabytes: 1 MB is 1,000,000 bytes. */
export const BYTES_PER_MB = 1_000_000;
export { PLAY_QUOTA_PERIODS } from '@marquee/sdk/model';
/** A search is part of a name, and names are at most 255 characters; 100 is plenty to type. */
export const MAX_SEARCH_LENGTH = 100;
/** Soft-deleted items are purged this long after deletion if the client never confirms. */
export const PURGE_AFTER_MS = 60_000;

export const MESSAGES = {
  ...NAME_MESSAGES,
  wrongType:
    'This file type is not supported. Upload gif, jpeg, png, svg, jpg, webp, mp4, mkv, avi, 3gp, flv, mpg, webm, wmv, mov, qt or pdf.',
  contentMismatch: 'The file content does not match its type',
  cycle: CYCLE_MESSAGE,
  uploadIncomplete: 'The upload is not complete; upload the file again',
} as const;

export const formatMb = (bytes: number) =>
  `${(bytes / BYTES_PER_MB).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export function quotaExceeded(usedBytes: number, maxBytes: number, neededBytes: number) {
  return appError(
    'QUOTA_EXCEEDED',
    `Not enough storage: ${formatMb(usedBytes)} of ${formatMb(maxBytes)} used, and this upload needs ${formatMb(neededBytes)}.`,
    { usedBytes, maxBytes, neededBytes },
  );
}
