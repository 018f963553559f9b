// Texts of the media screen (empty states, file status, errors), verbatim: tests and users rely
// on the exact wording.
export const MEDIA_ROOT_LABEL = 'Media';
export const EMPTY_FOLDER_TEXT = 'This folder is empty.';
export const EMPTY_ROOT_TEXT =
  "Here you can find all of your files. You can upload them by clicking the 'Upload media' button. You can upload multiple files at once.";
export const UPLOAD_BUTTON_TEXT = 'Upload media';
export const LIST_FAILED_TEXT = 'Something went wrong, please, try again later or let us know.';
export const FILE_ERROR_TEXT = 'Something went wrong, please try again or let us know...';
export const MOVE_FAILED_TEXT = 'Something went wrong while moving the item.';
export const SAVE_FAILED_TEXT = 'Something went wrong, try again later.';
export const SLOW_PROCESSING_TEXT = 'It may take a while, please be patient...';
export const INITIALIZING_TEXT = 'Initializing';
export const DO_NOT_CLOSE_TEXT = 'Uploading, please do not close this window.';
export const uploadFailedText = (status: number | string) => `Could not upload file: ${status}`;

/** Files above this (100 MB, decimal) show the slow-processing hint. */
export const SLOW_PROCESSING_BYTES = 100_000_000;
export const BYTES_PER_MB = 1_000_000;
/** Seconds the undo offer stays before a delete becomes final. */
export const UNDO_SECONDS = 5;

export const formatMb = (mb: number) =>
  `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
