import type { z } from 'zod';

// The one shape store menus have in Marquee, whichever point-of-sale system they came from.
// Adapters turn a vendor's answer into it; GraphQL and the boards read only this.

export type PosSourceName = 'SEPTIM' | 'GS';

export interface Translation {
  languageCode: string;
  value: string;
}

export interface StoreMeal {
  id: string;
  name: string;
  nameTranslations: Translation[];
  description: string | null;
  type: string | null;
  /** EU allergen codes 1-14. */
  allergens: number[];
  /** Crowns, when the vendor's price reads as a number. */
  price: number | null;
  priceText: string | null;
  energy: number | null;
  carbs: number | null;
  proteins: number | null;
  fats: number | null;
  cholesterol: number | null;
  isAvailable: boolean;
  isSoldOut: boolean;
  imageUrl: string | null;
  pictograms: number[];
  receiptId: string | null;
  septimId: string | null;
}

export interface StoreMenuCategory {
  title: string | null;
  meals: StoreMeal[];
}

export interface StoreMenuBoard {
  id: string;
  title: string | null;
  foodKindCode: string | null;
  availableFrom: string | null;
  availableTo: string | null;
  categories: StoreMenuCategory[];
}

export interface StoreMenu {
  /** YYYY-MM-DD */
  menuDate: string;
  boards: StoreMenuBoard[];
}

/**
 * Fetches a URL as JSON for an adapter (through the guard; see upstream.ts); null when the
 * vendor answers 404 (it does not know the store).
 */
export type FetchVendorJson = (url: string, headers: Record<string, string>) => Promise<unknown>;

/** One point-of-sale system, behind which the vendor's own contract is hidden. */
export interface MenuSourceAdapter {
  readonly source: PosSourceName;
  /** What the vendor is called in messages, e.g. "Septim". */
  readonly vendor: string;
  /**
   * The store's menus from dateFrom to dateTo (YYYY-MM-DD, both included), oldest day first;
   * an empty list when the store has none (or the system does not know the store).
   * Throws VendorFailure when the system fails or answers in a shape the adapter cannot read.
   */
  menusFor(storeId: string, dateFrom: string, dateTo: string): Promise<StoreMenu[]>;
}

/**
 * A vendor failed or changed its shape. `detail` completes "Error loading menu data: …"; a
 * refused address keeps the guard's own sentence.
 */
export class VendorFailure extends Error {
  override readonly name = 'VendorFailure';
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** Groups meals under their category titles, in the order the categories first appear. */
export function byCategory(meals: { category: string | null; meal: StoreMeal }[]) {
  const categories = new Map<string | null, StoreMeal[]>();
  for (const { category, meal } of meals) {
    const list = categories.get(category) ?? [];
    list.push(meal);
    categories.set(category, list);
  }
  return [...categories].map(([title, list]) => ({ title, meals: list }));
}

/**
 * A price as a vendor writes it, on text trimmed first. Each run of spaces belongs to exactly one
 * part: /\s*(?:,-)?\s*(?:Kč)?\s*$/ let three parts share a run, and "1", 10,000 spaces and an
 * "x" took minutes of backtracking.
 */
const PRICE = /^(\d+(?:[.,]\d{1,2})?)(?:\s*[,.]-)?(?:\s*(?:Kč|CZK))?$/i;

/** "129", "129,50", "129.5 Kč", "129,-" as crowns; null when it does not read as a price. */
export function priceFromText(text: string | null | undefined): number | null {
  if (text == null) return null;
  const match = PRICE.exec(text.trim());
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/** A price in crowns as a Czech menu writes it: 129 → "129", 89.5 → "89,50". */
export function priceText(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2).replace('.', ',');
}

/** Allergens as codes 1-14, from a list of numbers or a text such as "1, 3, 7". */
export function allergenCodes(value: readonly (number | string)[] | string | null | undefined) {
  const parts = typeof value === 'string' ? value.split(/[\s,;]+/) : (value ?? []);
  const codes = parts.map((part) => Number(part)).filter((n) => Number.isInteger(n) && n >= 1);
  return [...new Set(codes)].filter((n) => n <= 14).sort((a, b) => a - b);
}

/** The vendor's answer as the schema reads it; VendorFailure naming the first field that changed. */
export function readVendorShape<T>(schema: z.ZodType<T>, answer: unknown, vendor: string): T {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new VendorFailure(
    `${vendor} answered in a shape Marquee cannot read (${issue.message}${where})`,
  );
}
