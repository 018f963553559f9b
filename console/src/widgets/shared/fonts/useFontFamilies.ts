import { useEffect, useState } from 'react';
import { FALLBACK_FAMILIES, loadedFamilies, loadFamilies } from './fontCatalogue';
import { requestFamilies } from './fontStylesheet';

/**
 * The font families an operator may pick for text, as the server's catalogue lists them, and the
 * server's web-font stylesheet that makes the editor draw them. Fonts come from our server only.
 */
export interface FontFamilyChoice {
  family: string;
  category: string;
}

/** The catalogue's families in picker order: sans-serif first, by popularity. */
export function useFontFamilies(): { families: readonly FontFamilyChoice[]; loading: boolean } {
  const [families, setFamilies] = useState(loadedFamilies);
  useEffect(() => {
    if (families) return;
    let mounted = true;
    loadFamilies().then(
      (list) => mounted && setFamilies(list),
      // The picker still offers the default font; the next editor opened tries again.
      () => mounted && setFamilies(FALLBACK_FAMILIES),
    );
    return () => {
      mounted = false;
    };
  }, [families]);
  return { families: families ?? [], loading: families === null };
}

/** Makes the editor's document able to draw these families (one stylesheet link from the server). */
export function useFontStylesheet(families: readonly string[]): void {
  const [key] = useState(() => Symbol('font stylesheet request'));
  const wanted = families.join('\n');
  useEffect(() => {
    requestFamilies(key, wanted ? wanted.split('\n') : []);
  }, [key, wanted]);
  useEffect(() => () => requestFamilies(key, []), [key]);
}
