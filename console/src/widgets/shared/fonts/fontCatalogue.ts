import type { FontFamilyChoice } from './useFontFamilies';

/** The server's font catalogue (fonts/catalogue.json), public and cacheable. */
const FONT_CATALOGUE_URL = '/fonts/catalogue.json';

/** The default font; offered alone when the catalogue cannot be read. */
const DEFAULT_FONT_FAMILY = 'Roboto';
export const FALLBACK_FAMILIES: readonly FontFamilyChoice[] = [
  { family: DEFAULT_FONT_FAMILY, category: 'Sans Serif' },
];

const SANS_SERIF = 'Sans Serif';

interface CatalogueEntry {
  family: string;
  category: string;
  popularity: number;
}

const isEntry = (value: unknown): value is CatalogueEntry => {
  const entry = value as Partial<CatalogueEntry> | null;
  return (
    typeof entry?.family === 'string' &&
    entry.family.length > 0 &&
    typeof entry.category === 'string' &&
    typeof entry.popularity === 'number'
  );
};

/** The picker's order: sans-serif families first, each group by popularity (1 = most popular). */
function pickerOrder(catalogue: unknown): FontFamilyChoice[] {
  const families = (catalogue as { families?: unknown } | null)?.families;
  if (!Array.isArray(families)) return [];
  return families
    .filter(isEntry)
    .sort(
      (a, b) =>
        Number(b.category === SANS_SERIF) - Number(a.category === SANS_SERIF) ||
        a.popularity - b.popularity,
    )
    .map(({ family, category }) => ({ family, category }));
}

let loaded: readonly FontFamilyChoice[] | null = null;
let loading: Promise<readonly FontFamilyChoice[]> | null = null;

/** The catalogue when it has been read already: editors opened later show it at once. */
export const loadedFamilies = () => loaded;

/** Reads the catalogue once per page; a failed read is tried again by the next caller. */
export function loadFamilies(): Promise<readonly FontFamilyChoice[]> {
  loading ??= fetch(FONT_CATALOGUE_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The font catalogue answered ${response.status}`);
      const families = pickerOrder(await response.json());
      if (families.length === 0) throw new Error('The font catalogue lists no family');
      loaded = families;
      return families;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
