import type { StoreMeal, StoreMenuAnswer, StoreMenuBoard } from '../storeMenu.js';

// StoreMenuAnswer objects (the server's currentStoreMenu) for the store boards' tests.

export const storeMeal = (name: string, extra: Partial<StoreMeal> = {}): StoreMeal => ({
  id: `m-${name}`,
  name,
  category: 'Hlavní jídla',
  nameTranslations: [],
  description: null,
  type: null,
  allergens: [],
  price: 100,
  priceText: '100',
  energy: null,
  carbs: null,
  proteins: null,
  fats: null,
  cholesterol: null,
  isAvailable: true,
  isSoldOut: false,
  imageUrl: null,
  pictograms: [],
  receiptId: null,
  septimId: null,
  ...extra,
});

export const storeBoard = (
  id: string,
  meals: StoreMeal[],
  extra: Partial<StoreMenuBoard> = {},
): StoreMenuBoard => ({
  id,
  menuDate: '2026-03-10',
  title: `Board ${id}`,
  foodKindCode: null,
  availableFrom: null,
  availableTo: null,
  categories: [...new Set(meals.map((m) => m.category ?? ''))],
  meals,
  ...extra,
});

export const storeAnswer = (boards: StoreMenuBoard[], warning: string | null = null) =>
  ({ boards, warning, fetchedAt: '2026-03-10T10:00:00.000Z' }) satisfies StoreMenuAnswer;

/** `count` meals named Meal 1, Meal 2, ... */
export const numberedMeals = (count: number, extra: Partial<StoreMeal> = {}) =>
  Array.from({ length: count }, (_, i) => storeMeal(`Meal ${i + 1}`, extra));
