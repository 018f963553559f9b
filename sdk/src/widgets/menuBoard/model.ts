import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import {
  boardFontStyles,
  boardVariant,
  BOARD_TEXT_FONT_STYLE_FIELDS,
  DEFAULT_BOARD_BACKGROUND,
} from '../menuBoards/boardModel.js';
import { BOARD_DESIGN_IDS, DEFAULT_BOARD_DESIGN } from '../menuBoards/designs.js';
import {
  countField,
  distinctIds,
  flag,
  languageField,
  objectList,
  optionalColour,
  rangeField,
  bodyReader,
} from '../menuBoards/fields.js';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_FONT_RATIO,
} from '../menuBoards/layout.js';
import {
  bodyCategorySchema,
  type BodyCategory,
  type BodyExtra,
  type BodyMeal,
} from '../menuBoards/menu.js';

export const MENU_BOARD_WIDGET_TYPE = 'menu_board';
export const MENU_BOARD_SOURCES = ['daily', 'static', 'manual'] as const;
export type MenuBoardSource = (typeof MENU_BOARD_SOURCES)[number];
export const MENU_BOARD_LAYOUTS = ['classic', 'gallery'] as const;
export type MenuBoardLayout = (typeof MENU_BOARD_LAYOUTS)[number];

/** The font styles a layout has, by the body field that holds each: the board's seven texts. */
export const MENU_BOARD_FONT_STYLE_FIELDS = BOARD_TEXT_FONT_STYLE_FIELDS;
export type MenuBoardFontStyleField = (typeof MENU_BOARD_FONT_STYLE_FIELDS)[number];

/** The v2 board: the board's texts, font ratio, languages and background. */
export const menuBoardVariant = boardVariant({
  type: MENU_BOARD_WIDGET_TYPE,
  fontStyleFields: MENU_BOARD_FONT_STYLE_FIELDS,
});

/** One layout's settings (configsByLayout.classic / .gallery). */
export const menuBoardLayoutConfigSchema = lazySchema(() =>
  z.looseObject({
    /** The board's design (designs.ts): its background, colours and how meals are set. */
    design: z.enum(BOARD_DESIGN_IDS).catch(DEFAULT_BOARD_DESIGN),
    title: z.string().catch('Menu'),
    showTitle: flag(true),
    subtitle: z.string().catch(''),
    showSubtitle: flag(false),
    showCategories: flag(true),
    showAllergens: flag(true),
    showMealImage: flag(true),
    allowCategoryBalancing: flag(false),
    mealImageSizeFactor: rangeField(MEAL_IMAGE_SIZE_FACTOR),
    numberOfColumns: countField(MENU_BOARD_COLUMNS),
    fontSizeRatio: rangeField(MENU_BOARD_FONT_RATIO),
    backgroundColor: optionalColour,
    backgroundColorLens: optionalColour,
    ...boardFontStyles(MENU_BOARD_FONT_STYLE_FIELDS),
  }),
);
export type MenuBoardLayoutConfig = z.infer<typeof menuBoardLayoutConfigSchema>;

const layoutConfig = menuBoardLayoutConfigSchema.catch(() => menuBoardLayoutConfigSchema.parse({}));

/** The v2 menu board's body: its source, its layout and each layout's settings. */
export const menuBoardBodySchema = lazySchema(() =>
  z.looseObject({
    isV2: flag(true),
    isMigratedFromV1: flag(false),
    menuBoardLocationId: z.string().nullish().catch(undefined),
    menuBoardId: z.string().nullish().catch(undefined),
    menuBoardSource: z.enum(MENU_BOARD_SOURCES).catch('daily'),
    layout: z.enum(MENU_BOARD_LAYOUTS).catch('classic'),
    languageCode: languageField,
    configsByLayout: z
      .looseObject({ classic: layoutConfig, gallery: layoutConfig })
      .catch(() => ({ classic: layoutConfig.parse({}), gallery: layoutConfig.parse({}) })),
    categories: objectList(bodyCategorySchema).catch([]),
  }),
);
export type MenuBoardBody = z.infer<typeof menuBoardBodySchema>;

/** A stored body with every field read; what does not parse takes its default. */
export const readMenuBoardBody = bodyReader(menuBoardBodySchema);

/** The settings of the layout the body uses. */
export const menuBoardConfigOf = (body: MenuBoardBody): MenuBoardLayoutConfig =>
  body.configsByLayout[body.layout];

/** The board's background: its colour, else the older lens colour, else near black. */
export const menuBoardBackgroundOf = (config: MenuBoardLayoutConfig): string =>
  config.backgroundColor ?? config.backgroundColorLens ?? DEFAULT_BOARD_BACKGROUND;

/** The item's fileIds are its meals' image ids. */
export const menuBoardFileIds = (body: unknown): string[] =>
  distinctIds(readMenuBoardBody(body).categories.flatMap((c) => c.meals.map((m) => m.image?._id)));

// ---- The manual editor's defaults ----

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

/** A new manual board starts with 2 sample meals. */
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
