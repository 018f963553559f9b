// The upload chooser accepts gif, jpeg, png, svg, jpg, webp, mp4, mkv, avi, 3gp,
// flv, mpg, webm, wmv, mov, qt and pdf. The server enforces the same list, from the content.

/** What the first bytes of a file say it is. */
export type ContentFormat =
  | 'gif'
  | 'jpeg'
  | 'png'
  | 'webp'
  | 'svg'
  | 'pdf'
  | 'mov' // ISO base media: mp4, mov, qt, 3gp
  | 'matroska' // mkv and webm
  | 'avi'
  | 'flv'
  | 'mpeg-ps'
  | 'mpeg-ts'
  | 'asf'; // wmv

export type MediaKind = 'image' | 'video' | 'pdf';

interface AcceptedType {
  kind: MediaKind;
  formats: readonly ContentFormat[];
}

const ACCEPTED_MIMETYPES: Readonly<Record<string, AcceptedType>> = {
  'image/gif': { kind: 'image', formats: ['gif'] },
  'image/jpeg': { kind: 'image', formats: ['jpeg'] },
  'image/jpg': { kind: 'image', formats: ['jpeg'] },
  'image/png': { kind: 'image', formats: ['png'] },
  'image/svg+xml': { kind: 'image', formats: ['svg'] },
  'image/webp': { kind: 'image', formats: ['webp'] },
  'video/mp4': { kind: 'video', formats: ['mov'] },
  'video/quicktime': { kind: 'video', formats: ['mov'] },
  'video/3gpp': { kind: 'video', formats: ['mov'] },
  'video/x-matroska': { kind: 'video', formats: ['matroska'] },
  'video/webm': { kind: 'video', formats: ['matroska'] },
  'video/x-msvideo': { kind: 'video', formats: ['avi'] },
  'video/avi': { kind: 'video', formats: ['avi'] },
  'video/x-flv': { kind: 'video', formats: ['flv'] },
  'video/mpeg': { kind: 'video', formats: ['mpeg-ps', 'mpeg-ts'] },
  'video/x-ms-wmv': { kind: 'video', formats: ['asf'] },
  'application/pdf': { kind: 'pdf', formats: ['pdf'] },
};

export function acceptedType(mimetype: string): AcceptedType | undefined {
  return Object.hasOwn(ACCEPTED_MIMETYPES, mimetype) ? ACCEPTED_MIMETYPES[mimetype] : undefined;
}

/** The ffmpeg demuxer each video container is read with; nothing else is ever opened. */
export const DEMUXER_OF: Partial<Record<ContentFormat, string>> = {
  mov: 'mov',
  matroska: 'matroska',
  avi: 'avi',
  flv: 'flv',
  'mpeg-ps': 'mpeg',
  'mpeg-ts': 'mpegts',
  asf: 'asf',
};
