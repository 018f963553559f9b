import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  CATALOGUE_FILE,
  catalogueText,
  servedWeights,
  woff2FileName,
} from './catalogue.mjs';

describe('the font catalogue', () => {
  const committed = readFileSync(CATALOGUE_FILE, 'utf8');
  const { families } = JSON.parse(committed);

  it('is what the installed packages give (run `npm run catalogue -w @marquee/fonts` after a change)', async () => {
    expect(await catalogueText(buildCatalogue())).toBe(committed);
  });

  it('offers the picker at least 75 sans-serif families, Roboto first', () => {
    const sans = families.filter((f) => f.category === 'Sans Serif');
    expect(sans.length).toBeGreaterThanOrEqual(75);
    expect(sans[0].family).toBe('Roboto');
    expect(new Set(families.map((f) => f.family)).size).toBe(families.length);
  });

  it('lists each family with the spec fields and serves 400 and 700 where the font has them', () => {
    const lato = families.find((f) => f.family === 'Lato');
    expect(lato).toMatchObject({
      displayName: null,
      category: 'Sans Serif',
      designers: [],
      trending: null,
      isNoto: false,
      colorCapabilities: [],
      package: '@fontsource/lato',
      packageId: 'lato',
    });
    expect(lato.subsets).toEqual(expect.arrayContaining(['latin', 'latin-ext']));
    expect(Object.keys(lato.fonts).sort()).toEqual(['400', '400i', '700', '700i']);
    expect(lato.fonts['700i']).toEqual({
      lineHeight: null,
      slant: null,
      thickness: null,
      width: null,
    });
    expect(lato.size).toBeGreaterThan(10_000);
    // A font with one weight is served at that weight only.
    const abel = families.find((f) => f.family === 'Abel');
    expect(abel.served).toEqual([{ weight: 400, style: 'normal' }]);
    expect(families.find((f) => f.family === 'Noto Sans').isNoto).toBe(true);
  });

  it('serves a font without both 400 and 700 at its own weight, the one nearest 400', () => {
    expect(servedWeights([100, 400, 700, 900])).toEqual([400, 700]);
    expect(servedWeights([400, 500])).toEqual([400]);
    expect(servedWeights([300, 700])).toEqual([300]);
    expect(servedWeights([300, 500, 800])).toEqual([500]);
    expect(servedWeights([100, 300])).toEqual([300]);
  });

  it('names the woff2 file of a named subset and of a numbered slice', () => {
    expect(woff2FileName('lato', 'latin-ext', 700, 'italic')).toBe(
      'lato-latin-ext-700-italic.woff2',
    );
    expect(woff2FileName('m-plus-rounded-1c', '[12]', 400, 'normal')).toBe(
      'm-plus-rounded-1c-12-400-normal.woff2',
    );
  });
});
