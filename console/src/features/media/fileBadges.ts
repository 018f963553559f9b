// The facts a file's badges state in a person's words: what it is, how long it plays, how big
// its picture is. Unknown facts give no badge rather than a zero.

interface FileFacts {
  mimetype: string;
  duration?: number | null;
  w?: number | null;
  h?: number | null;
}

/** What the file is: Image, Video, PDF, else the subtype in capitals (SVG, GIF as images). */
export function kindLabel(mimetype: string): string {
  if (mimetype === 'application/pdf') return 'PDF';
  if (mimetype.startsWith('video/')) return 'Video';
  if (mimetype === 'image/gif') return 'GIF';
  if (mimetype.startsWith('image/svg')) return 'SVG';
  if (mimetype.startsWith('image/')) return 'Image';
  return 'File';
}

/** A play length as m:ss, or h:mm:ss from an hour on; whole seconds, rounded. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface FileBadge {
  /** What the badge says. */
  text: string;
  /** What a screen reader says for it. */
  label: string;
}

/** The badges of a file, in order: its kind, its length (videos), its resolution. */
export function fileBadges(file: FileFacts): FileBadge[] {
  const kind = kindLabel(file.mimetype);
  const badges: FileBadge[] = [{ text: kind, label: `Type: ${kind}` }];
  if (file.mimetype.startsWith('video/') && file.duration != null && file.duration > 0) {
    const length = formatDuration(file.duration);
    badges.push({ text: length, label: `Length: ${length}` });
  }
  if (file.w && file.h) {
    const size = `${file.w} × ${file.h}`;
    badges.push({ text: size, label: `Resolution: ${size}` });
  }
  return badges;
}
