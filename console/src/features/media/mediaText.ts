// Texts of the media screen (empty states, file status, errors), verbatim: tests and users rely
// on the exact wording.
export const MEDIA_ROOT_LABEL = 'Media';
export const EMPTY_FOLDER_TEXT = 'This folder is empty.';
export const EMPTY_ROOT_TEXT =
  "Here you can find all of your files. You can upload them by clicking the 'Upload media' button. You can upload multiple files at once.";
export const UPLOAD_BUTTON_TEXT = 'Upload media';
export const NO_MATCH_TEXT = 'Nothing here matches the search or the type chosen.';
export const LIST_FAILED_TEXT = 'Something went wrong, please, try again later or let us know.';
export const FILE_ERROR_TEXT = 'Something went wrong, please try again or let us know...';
export const MOVE_FAILED_TEXT = 'Something went wrong while moving the item.';
export const SAVE_FAILED_TEXT = 'Something went wrong, try again later.';
export const SLOW_PROCESSING_TEXT = 'It may take a while, please be patient...';
export const INITIALIZING_TEXT = 'Initializing';
export const DO_NOT_CLOSE_TEXT = 'Uploading, please do not close this window.';
export const uploadFailedText = (status: number | string) => `Could not upload file: ${status}`;
export const FOLDER_MISSING_TEXT = 'This folder does not exist';
export const FOLDER_MISSING_HINT =
  'It may have been deleted, or the address is wrong. Your files are still in Media.';
export const BACK_TO_MEDIA_TEXT = 'Back to Media';
export const STORAGE_LABEL = 'Storage used';
export const processingText = (percent: number) => `Processing ${percent}%`;

/**
 * One sentence under "Could not upload file: {status}" saying what the status means for the
 * user and what to do (0 is the browser's answer when the request never reached the server).
 */
export function uploadFailureReason(status: number): string {
  if (status === 0)
    return 'The connection to the server was lost. Check your network and try again.';
  if (status === 413) return 'The file is too large to upload.';
  if (status === 415)
    return 'This kind of file is not supported. Upload an image, a video or a PDF.';
  if (status === 429) return 'Too many uploads at once. Wait a moment, then try again.';
  if (status === 401) return 'Your session has ended. Sign in again, then try again.';
  if (status === 403) return 'You are not allowed to upload files here.';
  if (status >= 500) return 'The server had a problem. Try again.';
  return 'The server did not accept the file. Try again, or let us know if it keeps failing.';
}

/** Files above this (100 MB, decimal) show the slow-processing hint. */
export const SLOW_PROCESSING_BYTES = 100_000_000;
/** Seconds the undo offer stays before a delete becomes final. */
export const UNDO_SECONDS = 5;

export const formatMb = (mb: number) =>
  `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/**
 * A file's size as a person reads it: kB under a megabyte (decimal, as storage is counted),
 * else MB; never "0 MB" for a file that has bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return formatMb(bytes / 1_000_000);
  return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('en-US')} kB`;
}
