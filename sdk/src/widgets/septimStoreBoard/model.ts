import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import {
  bodyReader,
  distinctIds,
  flag,
  intList,
  languageField,
  objectList,
  textField,
} from '../menuBoards/fields.js';

export const SEPTIM_STORE_BOARD_WIDGET_TYPE = 'septim_store_menu_board';

const optionalNumber = lazySchema(() => z.number().finite().nullish().catch(undefined));
const optionalText = lazySchema(() => z.string().nullish().catch(undefined));

/** The second store board's body: one meal, as the store gives it or typed by hand. */
export const septimStoreMealSchema = lazySchema(() =>
  z.looseObject({
    /** Manual meals: manual-{timestamp}, so the editor can tell them apart. */
    _id: optionalText,
    septimId: optionalText,
    name: z.string().catch(''),
    price: textField,
    proteins: optionalNumber,
    energy: optionalNumber,
    fats: optionalNumber,
    carbs: optionalNumber,
    cholesterol: optionalNumber,
    type: optionalText,
    imageUrl: optionalText,
    fileId: optionalText,
    /** Allergen codes; anything that is not a whole number is dropped. */
    allergens: intList,
    isAvailable: flag(true),
    category: optionalText,
    receiptId: optionalText,
  }),
);
export type SeptimStoreMeal = z.infer<typeof septimStoreMealSchema>;

/**
 * The second store board's body: the store, the language, and the meals typed by
 * hand, used instead of the store's when useManualData is on.
 */
export const septimStoreBoardBodySchema = lazySchema(() =>
  z.looseObject({
    storeId: z.string().catch(''),
    languageCode: languageField,
    meals: objectList(septimStoreMealSchema).catch([]),
    useManualData: flag(false),
  }),
);
export type SeptimStoreBoardBody = z.infer<typeof septimStoreBoardBodySchema>;

export const readSeptimStoreBoardBody = bodyReader(septimStoreBoardBodySchema);

/** The item's fileIds are its meals' pictures, so the screen keeps them. */
export const septimStoreBoardFileIds = (body: unknown): string[] =>
  distinctIds(readSeptimStoreBoardBody(body).meals.map((m) => m.fileId));

/** A meal added by hand: "New Meal" for 0, with a manual-{timestamp} id. */
export const newSeptimStoreMeal = (now = Date.now()): SeptimStoreMeal =>
  septimStoreMealSchema.parse({ _id: `manual-${now}`, name: 'New Meal', price: '0' });

/**
 * The second board shows prices in Kč, the store's own price with ",-": a price typed
 * on the item reads "89 Kč", the store system's own price "89,-". No price shows nothing.
 */
export function septimBoardPrice(price: string | number | null | undefined, fromStore: boolean) {
  const text = (typeof price === 'number' ? String(price) : (price ?? '')).trim().replace('.', ',');
  if (text === '') return '';
  return fromStore ? `${text},-` : `${text} Kč`;
}
