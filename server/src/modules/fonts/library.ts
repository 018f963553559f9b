import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../../paths.js';

/**
 * The fonts this server serves: the catalogue committed in fonts/catalogue.json (generated from
 * the @fontsource packages of the fonts workspace) and those packages' woff2 files. Nothing is
 * fetched from elsewhere: the console, the editor and every player load fonts from here.
 */

const FONTS_DIR = resolve(REPO_ROOT, 'fonts');
export const FONT_FILES_PREFIX = '/fonts/files/';

const styleSchema = z.enum(['normal', 'italic']);
export type FontStyle = z.infer<typeof styleSchema>;

/** The fields of a catalogue entry the server reads; the rest is served as it is. */
const catalogueFamilySchema = z.looseObject({
  family: z.string().min(1),
  category: z.string(),
  popularity: z.number(),
  packageId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  package: z.string(),
  version: z.string(),
  served: z.array(z.object({ weight: z.number().int(), style: styleSchema })).min(1),
});
const catalogueSchema = z.looseObject({ families: z.array(catalogueFamilySchema) });
export type CatalogueFamily = z.infer<typeof catalogueFamilySchema>;

/** One face of a family in one unicode slice: one woff2 file and its @font-face facts. */
export interface FontFace {
  family: string;
  packageId: string;
  weight: number;
  style: FontStyle;
  /** The slice's name in the package: a subset ("latin") or a numbered CJK slice ("[12]"). */
  slice: string;
  file: string;
  unicodeRange: string;
  /** Origin-relative; the version makes a package upgrade a new URL for year-long caches. */
  path: string;
}

export interface FontFileFacts {
  /** Where the file is on disk. */
  location: string;
  size: number;
  sha256: string;
}

export interface FontLibrary {
  /** catalogue.json as committed, and its ETag. */
  catalogueText: string;
  catalogueEtag: string;
  families: readonly CatalogueFamily[];
  /** A catalogue family by name, case aside; undefined for a family we do not serve. */
  familyNamed(name: string): CatalogueFamily | undefined;
  /** Every served face × slice of the family whose woff2 file is installed. */
  faces(family: CatalogueFamily): readonly FontFace[];
  /** A served file of a catalogue package (only those: nothing else of the disk is reachable). */
  servedFile(packageId: string, file: string): FontFace | undefined;
  /** The file's place, size and checksum, read once per process (installed files never change). */
  fileFacts(face: FontFace): Promise<FontFileFacts>;
}

/** The woff2 file of one face in one slice, as @fontsource names it. */
const woff2FileName = (packageId: string, slice: string, weight: number, style: string) =>
  `${packageId}-${slice.replace(/^\[(\d+)\]$/, '$1')}-${weight}-${style}.woff2`;

const etagOf = (text: string | Buffer) =>
  `"${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;

function loadFontLibrary(fontsDir: string = FONTS_DIR): FontLibrary {
  const catalogueText = readFileSync(join(fontsDir, 'catalogue.json'), 'utf8');
  const { families } = catalogueSchema.parse(JSON.parse(catalogueText));
  const byName = new Map(families.map((f) => [f.family.toLowerCase(), f]));
  const byPackage = new Map(families.map((f) => [f.packageId, f]));
  const requireFromFonts = createRequire(join(fontsDir, 'package.json'));
  const facesByPackage = new Map<string, readonly FontFace[]>();
  const factsByPath = new Map<string, Promise<FontFileFacts>>();

  function packageDir(family: CatalogueFamily): string | undefined {
    try {
      return dirname(requireFromFonts.resolve(`${family.package}/package.json`));
    } catch {
      return undefined; // Not installed: the family is listed but has nothing to serve.
    }
  }

  function faces(family: CatalogueFamily): readonly FontFace[] {
    const known = facesByPackage.get(family.packageId);
    if (known) return known;
    const dir = packageDir(family);
    const ranges = dir
      ? (JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>)
      : {};
    const list: FontFace[] = [];
    for (const { weight, style } of family.served) {
      for (const [slice, unicodeRange] of Object.entries(ranges)) {
        const file = woff2FileName(family.packageId, slice, weight, style);
        if (!dir || !existsSync(join(dir, 'files', file))) continue;
        list.push({
          family: family.family,
          packageId: family.packageId,
          weight,
          style,
          slice,
          file,
          unicodeRange,
          path: `${FONT_FILES_PREFIX}${family.packageId}/${file}?v=${encodeURIComponent(family.version)}`,
        });
      }
    }
    facesByPackage.set(family.packageId, list);
    return list;
  }

  return {
    catalogueText,
    catalogueEtag: etagOf(catalogueText),
    families,
    familyNamed: (name) => byName.get(name.trim().toLowerCase()),
    faces,
    servedFile(packageId, file) {
      const family = byPackage.get(packageId);
      return family ? faces(family).find((face) => face.file === file) : undefined;
    },
    fileFacts(face) {
      const key = `${face.packageId}/${face.file}`;
      let facts = factsByPath.get(key);
      if (!facts) {
        const family = byPackage.get(face.packageId);
        const dir = family && packageDir(family);
        const location = dir && join(dir, 'files', face.file);
        facts = location
          ? readFile(location).then((bytes) => ({
              location,
              size: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'),
            }))
          : Promise.reject(new Error(`The font package ${face.packageId} is not installed`));
        // A failed read is not remembered: the next request tries again.
        facts.catch(() => factsByPath.delete(key));
        factsByPath.set(key, facts);
      }
      return facts;
    },
  };
}

let shared: FontLibrary | undefined;

/** The library of this installation, loaded on first use. */
export function fontLibrary(): FontLibrary {
  shared ??= loadFontLibrary();
  return shared;
}
