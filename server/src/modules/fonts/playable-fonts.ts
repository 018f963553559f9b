import type { CatalogueFamily, FontFace, FontLibrary, FontStyle } from './library.js';
import { textFontUses } from './text-fonts.js';

/**
 * A font file as playable content lists it beside the media: the player keeps it through the
 * HostAPI file cache like any media, then draws its text with the local copy, offline.
 */
export interface FontPlayableFile {
  kind: 'font';
  /** `font:<package id>:<file>`: stable across fetches and versions of the content. */
  id: string;
  name: string;
  mimetype: 'font/woff2';
  /** Origin-relative URL on this server. */
  path: string;
  /** sha256 of the bytes, what the player checks its download against. */
  checksum: string;
  fileSizeInBytes: number;
  /** What the file's @font-face rule says; it travels with the file to the player. */
  font: { family: string; weight: number; style: FontStyle; unicodeRange: string };
}

/** The slice every used face gets, whatever the text holds: spaces, digits, punctuation. */
const BASE_SLICE = 'latin';

/** A CSS unicode-range as [first, last] code point pairs ("U+4??" is U+400-4FF). */
export function unicodeRanges(range: string): [number, number][] {
  return range.split(',').flatMap((part): [number, number][] => {
    const match = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) return [];
    const [, start, end] = match as unknown as [string, string, string | undefined];
    if (start.includes('?')) {
      return [[parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'F'), 16)]];
    }
    return [[parseInt(start, 16), parseInt(end ?? start, 16)]];
  });
}

const covers = (ranges: readonly [number, number][], codePoints: ReadonlySet<number>) => {
  for (const point of codePoints)
    if (ranges.some(([first, last]) => point >= first && point <= last)) return true;
  return false;
};

/** The served face closest to what the text asks: its weight nearest, italic only if served. */
function servedFace(family: CatalogueFamily, bold: boolean, italic: boolean) {
  const style: FontStyle =
    italic && family.served.some((s) => s.style === 'italic') ? 'italic' : 'normal';
  const target = bold ? 700 : 400;
  const weights = family.served.filter((s) => s.style === style).map((s) => s.weight);
  const weight = weights.reduce((best, w) =>
    Math.abs(w - target) < Math.abs(best - target) ? w : best,
  );
  return { weight, style };
}

/**
 * The font files the content's text needs on the device: for each face its text items draw
 * with (a family of the catalogue, at 400 or 700, upright or italic), the unicode slices that
 * hold its characters, and always the latin one. Families the catalogue lacks are left out.
 */
export async function fontFilesForText(
  library: FontLibrary,
  scenes: readonly unknown[],
): Promise<FontPlayableFile[]> {
  const needed = new Map<string, { faces: FontFace[]; codePoints: Set<number> }>();
  for (const use of textFontUses(scenes)) {
    const family = library.familyNamed(use.family);
    if (!family) continue;
    const { weight, style } = servedFace(family, use.bold, use.italic);
    const key = `${family.packageId}|${weight}|${style}`;
    let entry = needed.get(key);
    if (!entry) {
      const faces = library.faces(family).filter((f) => f.weight === weight && f.style === style);
      entry = { faces, codePoints: new Set() };
      needed.set(key, entry);
    }
    for (const point of use.codePoints) entry.codePoints.add(point);
  }

  const faces = [...needed.values()].flatMap(({ faces, codePoints }) =>
    faces.filter(
      (face) => face.slice === BASE_SLICE || covers(unicodeRanges(face.unicodeRange), codePoints),
    ),
  );
  const files = await Promise.all(
    faces.map(async (face): Promise<FontPlayableFile> => {
      const facts = await library.fileFacts(face);
      return {
        kind: 'font',
        id: `font:${face.packageId}:${face.file}`,
        name: face.file,
        mimetype: 'font/woff2',
        path: face.path,
        checksum: facts.sha256,
        fileSizeInBytes: facts.size,
        font: {
          family: face.family,
          weight: face.weight,
          style: face.style,
          unicodeRange: face.unicodeRange,
        },
      };
    }),
  );
  return files.sort((a, b) => a.id.localeCompare(b.id));
}
