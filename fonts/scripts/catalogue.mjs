// Builds the font catalogue (one entry per family: family, category, faces by weight and style,
// axes, size, sort order — the shape the editor's font picker reads) from the @fontsource packages
// this workspace depends on: their metadata.json, package.json, unicode.json and woff2 files.
// Pure reading: build-catalogue.mjs writes the result, the test compares it with the committed file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const FONTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE_FILE = join(FONTS_DIR, 'catalogue.json');

/** Fontsource's category names → the catalogue's, as the font picker groups them. */
const CATEGORIES = {
  'sans-serif': 'Sans Serif',
  serif: 'Serif',
  monospace: 'Monospace',
  display: 'Display',
  handwriting: 'Handwriting',
};

/** Regular and bold: the weights a player loads for each family a content uses. */
const LOADED_WEIGHTS = [400, 700];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * 400 and 700 when the font has both; otherwise the family alone, at its own weight: the one
 * nearest 400 (the heavier on a tie, as CSS font matching picks for 400).
 */
export function servedWeights(weights) {
  if (LOADED_WEIGHTS.every((weight) => weights.includes(weight))) return LOADED_WEIGHTS;
  const distance = (weight) => Math.abs(weight - 400) - (weight > 400 ? 0.5 : 0);
  return [[...weights].sort((a, b) => distance(a) - distance(b))[0]];
}

/** The woff2 file of one face in one unicode slice ("latin", or "[12]" for a CJK slice). */
export const woff2FileName = (id, slice, weight, style) =>
  `${id}-${slice.replace(/^\[(\d+)\]$/, '$1')}-${weight}-${style}.woff2`;

/** The package ids in picker order (fonts/popularity.json); unlisted ones follow, by name. */
function packageIdsByPopularity(dependencies) {
  const installed = Object.keys(dependencies)
    .filter((name) => name.startsWith('@fontsource/'))
    .map((name) => name.slice('@fontsource/'.length));
  const ranked = readJson(join(FONTS_DIR, 'popularity.json')).filter((id) =>
    installed.includes(id),
  );
  const unranked = installed.filter((id) => !ranked.includes(id)).sort();
  return [...ranked, ...unranked];
}

function axesOf(variable) {
  if (!variable || typeof variable !== 'object') return [];
  return Object.entries(variable).map(([tag, axis]) => ({
    tag,
    defaultValue: Number(axis.default),
    min: Number(axis.min),
    max: Number(axis.max),
  }));
}

function entryOf(id, popularity, requireFromFonts) {
  const packageDir = dirname(requireFromFonts.resolve(`@fontsource/${id}/package.json`));
  const pkg = readJson(join(packageDir, 'package.json'));
  const metadata = readJson(join(packageDir, 'metadata.json'));
  const slices = Object.keys(readJson(join(packageDir, 'unicode.json')));
  const category = CATEGORIES[metadata.category];
  if (!category) throw new Error(`${pkg.name}: unknown category "${metadata.category}"`);
  if (!metadata.styles.includes('normal')) throw new Error(`${pkg.name} has no upright style`);

  const styles = metadata.styles.includes('italic') ? ['normal', 'italic'] : ['normal'];
  const faces = servedWeights(metadata.weights).flatMap((weight) =>
    styles.map((style) => ({ weight, style })),
  );
  let size = 0;
  for (const { weight, style } of faces) {
    for (const slice of slices) {
      const file = join(packageDir, 'files', woff2FileName(id, slice, weight, style));
      if (existsSync(file)) size += statSync(file).size;
    }
  }
  if (size === 0)
    throw new Error(`${pkg.name} has no static woff2 files for ${faces.length} faces`);

  const fonts = Object.fromEntries(
    faces.map(({ weight, style }) => [
      `${weight}${style === 'italic' ? 'i' : ''}`,
      { lineHeight: null, slant: null, thickness: null, width: null },
    ]),
  );
  return {
    family: metadata.family,
    displayName: null,
    category,
    designers: [],
    dateAdded: metadata.dateAdded ?? null,
    lastModified: metadata.lastModified ?? null,
    defaultSort: popularity,
    popularity,
    trending: null,
    size,
    subsets: metadata.subsets,
    isNoto: metadata.family.startsWith('Noto '),
    androidFragment: null,
    primaryLanguage: null,
    primaryScript: null,
    colorCapabilities: [],
    axes: axesOf(metadata.variable),
    fonts,
    packageId: id,
    package: pkg.name,
    version: pkg.version,
    served: faces,
  };
}

/** The catalogue of the installed packages, in picker order. */
export function buildCatalogue() {
  const fontsPackage = readJson(join(FONTS_DIR, 'package.json'));
  const requireFromFonts = createRequire(join(FONTS_DIR, 'package.json'));
  const ids = packageIdsByPopularity(fontsPackage.dependencies ?? {});
  return { families: ids.map((id, index) => entryOf(id, index + 1, requireFromFonts)) };
}

/** The catalogue as committed: JSON formatted by the repository's Prettier settings. */
export async function catalogueText(catalogue = buildCatalogue()) {
  const options = (await prettier.resolveConfig(CATALOGUE_FILE)) ?? {};
  return prettier.format(JSON.stringify(catalogue), { ...options, parser: 'json' });
}
