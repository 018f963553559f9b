import { pdfLikeEditor } from '../pdf';

/** A presentation scene's item is a PDF shown page by page: it edits like one. */
export const presentationEditor = pdfLikeEditor('presentation');
