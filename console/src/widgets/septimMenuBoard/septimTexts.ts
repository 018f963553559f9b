import { BRAND } from '../../shared/brand';

/** The texts of the v1 board's dialog, word for word as operators know them. */
export const SEPTIM_TEXTS = {
  loadError: (error: string) => `Error loading menu data: ${error}`,
} as const;

/** The support contact page's subject for the v1 board. */
export const SEPTIM_SUPPORT_SUBJECT = 'septim-menu-board';

/**
 * The support contact page with the v1 board's subject. The console has no contact page of its
 * own; the brand's help address is where the menu board dialog sends people too.
 */
export function septimSupportLink(base: string = BRAND.documentationUrl): string {
  const url = new URL(base, 'https://invalid.example');
  url.searchParams.set('subject', SEPTIM_SUPPORT_SUBJECT);
  return url.toString();
}

/** Energy and nutrition typed as numbers (a decimal comma too); else none. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}
