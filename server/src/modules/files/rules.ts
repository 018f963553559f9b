import { appError, badUserInput } from '../../errors.js';

// Validation shared by files and folders (core.md §5 and issue 5's bad-input cases).

export const MAX_NAME_LENGTH = 255;
export const BYTES_PER_MB = 1_000_000; // decimal units, core.md §9
export { PLAY_QUOTA_PERIODS } from '@marquee/sdk/model';
/** Soft-deleted items are purged this long after deletion if the client never confirms. */
export const PURGE_AFTER_MS = 60_000;

export const MESSAGES = {
  emptyName: 'The name cannot be empty',
  pathSeparator: 'The name cannot contain / or \\',
  longName: `The name can have at most ${MAX_NAME_LENGTH} characters`,
  wrongType:
    'This file type is not supported. Upload gif, jpeg, png, svg, jpg, webp, mp4, mkv, avi, 3gp, flv, mpg, webm, wmv, mov, qt or pdf.',
  contentMismatch: 'The file content does not match its type',
  cycle: 'A folder cannot be moved into itself or one of its subfolders',
  uploadIncomplete: 'The upload is not complete; upload the file again',
} as const;

/** Trimmed name, or BAD_USER_INPUT naming the field. */
export function validName(raw: string, field: string): string {
  const name = raw.trim();
  const fail = (message: string) => badUserInput(message, [{ path: field, message }]);
  if (name === '') throw fail(MESSAGES.emptyName);
  if (/[/\\]/.test(name)) throw fail(MESSAGES.pathSeparator);
  if (name.length > MAX_NAME_LENGTH) throw fail(MESSAGES.longName);
  return name;
}

export const formatMb = (bytes: number) =>
  `${(bytes / BYTES_PER_MB).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export function quotaExceeded(usedBytes: number, maxBytes: number, neededBytes: number) {
  return appError(
    'QUOTA_EXCEEDED',
    `Not enough storage: ${formatMb(usedBytes)} of ${formatMb(maxBytes)} used, and this upload needs ${formatMb(neededBytes)}.`,
    { usedBytes, maxBytes, neededBytes },
  );
}
