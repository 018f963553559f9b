import type { WidgetMediaFileFragment } from '../../graphql/generated';
import type { EditorFile, MediaKind } from '../types';

/** Which files a kind means, by mimetype (an image picker shows only image files). */
const KIND_MATCHES: Record<MediaKind, (mimetype: string) => boolean> = {
  image: (m) => m.startsWith('image/'),
  video: (m) => m.startsWith('video/'),
  pdf: (m) => m === 'application/pdf',
};

export const isOfKinds = (mimetype: string, kinds: readonly MediaKind[]) =>
  kinds.some((kind) => KIND_MATCHES[kind](mimetype.toLowerCase()));

/** Only processed files can be drawn and played; the others are listed but cannot be chosen. */
export const READY_STATUS = 'READY';

/** A media library file as the canvas draws it (the shape of the sdk's PlayableFile). */
export function editorFileOf(file: WidgetMediaFileFragment): EditorFile {
  return {
    _id: file._id,
    name: file.originalName,
    mimetype: file.mimetype,
    url: file.url,
    // The editor only draws files; it never checks downloads against a checksum.
    checksum: '',
    fileSizeInBytes: file.fileSizeInBytes,
    width: file.w,
    height: file.h,
    duration: file.duration,
    pageCount: file.numberOfPages,
    pageUrls: file.pageUrls,
    playQuota: null,
    thumbnailUrl: file.thumbnailUrl,
  };
}
