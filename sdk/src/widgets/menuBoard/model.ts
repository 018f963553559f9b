import { z } from 'zod';
import { menuBoardFontStyleSchema } from './fontStyle.js';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_DEFAULT_LANGUAGE,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_LANGUAGES,
} from './layout.js';
import {
  bodyCategorySchema,
  flag,
  objectList,
  type BodyCategory,
  type BodyExtra,
  type BodyMeal,
} from './menu.js';

export const MENU_BOARD_WIDGET_TYPE = 'menu_board';
export const MENU_BOARD_SOURCES = ['daily', 'static', 'manual'] as const;
export type MenuBoardSource = (typeof MENU_BOARD_SOURCES)[number];
export const MENU_BOARD_LAYOUTS = ['classic', 'gallery'] as const;
export type MenuBoardLayout = (typeof MENU_BOARD_LAYOUTS)[number];

/** The font styles a layout has, by the body field that holds each (widgets.md §3). */
export const MENU_BOARD_FONT_STYLE_FIELDS = [
  'titleFontStyle',
  'subtitleFontStyle',
  'categoryTitleFontStyle',
  'mealTitleFontStyle',
  'mealDescriptionFontStyle',
  'allergensFontStyle',
  'mealExtraTitleFontStyle',
] as const;
export type MenuBoardFontStyleField = (typeof MENU_BOARD_FONT_STYLE_FIELDS)[number];

/** The board's own text defaults, in reference pixels at the base font ratio. */
const FONT_DEFAULTS = {
  titleFontStyle: { fontSize: 72, fontWeight: 'bold', textAlign: 'center' },
  subtitleFontStyle: { fontSize: 36, color: '#d0d0d0', textAlign: 'center' },
  categoryTitleFontStyle: { fontSize: 40, fontWeight: 'bold', color: '#f5b400' },
  mealTitleFontStyle: { fontSize: 28, fontWeight: 'bold' },
  mealDescriptionFontStyle: { fontSize: 20, color: '#d0d0d0' },
  allergensFontStyle: { fontSize: 16, color: '#a0a0a0', italic: true },
  mealExtraTitleFontStyle: { fontSize: 20, color: '#e0e0e0' },
} as const;

const fontStyles = Object.fromEntries(
  MENU_BOARD_FONT_STYLE_FIELDS.map((field) => [
    field,
    menuBoardFontStyleSchema(FONT_DEFAULTS[field]),
  ]),
) as { [F in MenuBoardFontStyleField]: ReturnType<typeof menuBoardFontStyleSchema> };

/** widgets.md §3: one layout's settings (configsByLayout.classic / .gallery). */
export const menuBoardLayoutConfigSchema = z.looseObject({
  title: z.string().catch('Menu'),
  showTitle: flag(true),
  subtitle: z.string().catch(''),
  showSubtitle: flag(false),
  showCategories: flag(true),
  showAllergens: flag(true),
  showMealImage: flag(true),
  allowCategoryBalancing: flag(false),
  mealImageSizeFactor: z
    .number()
    .min(MEAL_IMAGE_SIZE_FACTOR.min)
    .max(MEAL_IMAGE_SIZE_FACTOR.max)
    .catch(MEAL_IMAGE_SIZE_FACTOR.default),
  numberOfColumns: z
    .number()
    .int()
    .min(MENU_BOARD_COLUMNS.min)
    .max(MENU_BOARD_COLUMNS.max)
    .catch(MENU_BOARD_COLUMNS.default),
  fontSizeRatio: z
    .number()
    .min(MENU_BOARD_FONT_RATIO.min)
    .max(MENU_BOARD_FONT_RATIO.max)
    .catch(MENU_BOARD_FONT_RATIO.default),
  backgroundColor: z.string().min(1).optional().catch(undefined),
  backgroundColorLens: z.string().min(1).optional().catch(undefined),
  ...fontStyles,
});
export type MenuBoardLayoutConfig = z.infer<typeof menuBoardLayoutConfigSchema>;

const layoutConfig = menuBoardLayoutConfigSchema.catch(() => menuBoardLayoutConfigSchema.parse({}));

/** widgets.md §3 "Menu board item body (v2 / classic)". */
export const menuBoardBodySchema = z.looseObject({
  isV2: flag(true),
  isMigratedFromV1: flag(false),
  menuBoardLocationId: z.string().nullish().catch(undefined),
  menuBoardId: z.string().nullish().catch(undefined),
  menuBoardSource: z.enum(MENU_BOARD_SOURCES).catch('daily'),
  layout: z.enum(MENU_BOARD_LAYOUTS).catch('classic'),
  languageCode: z.enum(MENU_BOARD_LANGUAGES).catch(MENU_BOARD_DEFAULT_LANGUAGE),
  configsByLayout: z
    .looseObject({ classic: layoutConfig, gallery: layoutConfig })
    .catch(() => ({ classic: layoutConfig.parse({}), gallery: layoutConfig.parse({}) })),
  categories: objectList(bodyCategorySchema).catch([]),
});
export type MenuBoardBody = z.infer<typeof menuBoardBodySchema>;

/** A stored body with every field read; what does not parse takes its default. */
export function readMenuBoardBody(body: unknown): MenuBoardBody {
  const parsed = menuBoardBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : menuBoardBodySchema.parse({});
}

/** The settings of the layout the body uses. */
export const menuBoardConfigOf = (body: MenuBoardBody): MenuBoardLayoutConfig =>
  body.configsByLayout[body.layout];

/** The board's background: its colour, else the older lens colour, else near black. */
export const menuBoardBackgroundOf = (config: MenuBoardLayoutConfig): string =>
  config.backgroundColor ?? config.backgroundColorLens ?? '#101010';

/** widgets.md §3: the item's fileIds are its meals' image ids. */
export function menuBoardFileIds(body: unknown): string[] {
  const ids = readMenuBoardBody(body).categories.flatMap((c) =>
    c.meals.flatMap((m) => (m.image?._id ? [m.image._id] : [])),
  );
  return [...new Set(ids)];
}

// ---- widgets.md §9 defaults of the manual editor ----

export const newMenuBoardExtra = (): BodyExtra => ({
  title: 'Meal Extra',
  allergens: '',
  price: '0',
  isSoldOut: false,
});

export const newMenuBoardMeal = (): BodyMeal => ({
  title: 'New Meal',
  description: '',
  allergens: '',
  price: '0',
  isSoldOut: false,
  extras: [],
  image: null,
});

export const newMenuBoardCategory = (): BodyCategory => ({ title: 'New Category', meals: [] });

/** widgets.md §9: a new manual board starts with 2 sample meals. */
export const menuBoardSampleMeals = (): BodyMeal[] => [
  {
    ...newMenuBoardMeal(),
    title: 'Svíčková na smetaně, houskový knedlík',
    description: 'Hovězí svíčková, smetanová omáčka, brusinky',
    allergens: '1, 3, 7, 9',
    price: '189',
  },
  {
    ...newMenuBoardMeal(),
    title: 'Smažený sýr, hranolky, tatarská omáčka',
    description: 'Eidam 100 g',
    allergens: '1, 3, 7',
    price: '159',
    extras: [{ ...newMenuBoardExtra(), title: 'Hranolky navíc', price: '39' }],
  },
];

export const menuBoardSampleCategories = (): BodyCategory[] => [
  { ...newMenuBoardCategory(), meals: menuBoardSampleMeals() },
];

/** The body of a new board. */
export const defaultMenuBoardBody = (): MenuBoardBody => menuBoardBodySchema.parse({});
