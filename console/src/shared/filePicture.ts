/** What a file's small picture needs: its processed thumbnail, its type and its own address. */
interface PicturedFile {
  thumbnailUrl?: string | null;
  mimetype: string;
  url?: string | null;
}

/**
 * The picture to show for a file in a list or a picker: its processed thumbnail, else, for an
 * image, the image itself (files from before thumbnails, such as the demo's, have none). Null
 * when there is nothing to draw (a video or PDF not yet processed).
 */
export const pictureOf = (file: PicturedFile): string | null =>
  file.thumbnailUrl ?? (file.mimetype.startsWith('image/') ? (file.url ?? null) : null);
