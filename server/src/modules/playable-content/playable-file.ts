import type { FileRow } from '../files/repo.js';
import type { FontPlayableFile } from '../fonts/playable-fonts.js';

/** What a PlayableFile is resolved from: a media file's row, or a font file of the content's text. */
export type PlayableFileSource = FileRow | FontPlayableFile;

export const isFontFile = (file: PlayableFileSource): file is FontPlayableFile =>
  'kind' in file && file.kind === 'font';
