import type { CSSProperties } from 'react';
import type { BOARD_TEXT_FONT_STYLE_FIELDS } from './boardModel.js';
import { menuBoardTextCss, type MenuBoardFontStyle } from './fontStyle.js';

/**
 * The classes a board's elements use. A board of 40 meals would otherwise set a few thousand
 * inline style properties; one stylesheet per board is parsed once (also on a slow TV). Each
 * board writes its own rules for these names, scoped to its root.
 */
export const MB = {
  title: 'mb-title',
  subtitle: 'mb-subtitle',
  category: 'mb-category',
  block: 'mb-block',
  whole: 'mb-whole',
  meal: 'mb-meal',
  card: 'mb-card',
  cell: 'mb-cell',
  greyed: 'mb-greyed',
  row: 'mb-row',
  texts: 'mb-texts',
  mealTitle: 'mb-meal-title',
  price: 'mb-price',
  description: 'mb-description',
  allergens: 'mb-allergens',
  extra: 'mb-extra',
  image: 'mb-image',
  cardImage: 'mb-card-image',
  cardCategory: 'mb-card-category',
  soupsTitle: 'mb-soups-title',
  soupsText: 'mb-soups-text',
  soupsAllergens: 'mb-soups-allergens',
  soupsPrice: 'mb-soups-price',
} as const;

/** The font styles of a board's texts. */
export type BoardTextStyles = Record<
  (typeof BOARD_TEXT_FONT_STYLE_FIELDS)[number],
  MenuBoardFontStyle
>;

/** How large a board draws: reference px and stored font px in CSS px. */
export interface BoardScale {
  /** CSS px per reference px. */
  scale: number;
  /** CSS px per stored font px. */
  textScale: number;
}

export interface BoardCssInput extends BoardScale {
  config: BoardTextStyles;
  /** A classic meal image's side in CSS px. */
  imageSide: number;
}

/** One rule of a board's stylesheet: a class and its declarations. */
export type BoardRule = [className: string, style: CSSProperties];

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** CSS declarations from React style properties. */
export const declarations = (style: CSSProperties): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${kebab(name)}:${String(value)}`)
    .join(';');

/** The rules of one board as a stylesheet scoped to its root's `data-menu-board` attribute. */
export function scopedCss(scope: string, rules: readonly BoardRule[], greyedStrikes = true) {
  const root = `[data-menu-board="${scope}"]`;
  return [
    ...rules.map(([name, style]) => `${root} .${name}{${declarations(style)}}`),
    // A meal that cannot be had has its title struck through.
    ...(greyedStrikes
      ? [`${root} .${MB.greyed} .${MB.mealTitle}{text-decoration:line-through}`]
      : []),
  ].join('\n');
}

/** Reference px and font styles as CSS at a board's scale. */
export function boardUnits({ scale, textScale }: BoardScale) {
  return {
    px: (n: number) => `${Math.round(n * scale * 100) / 100}px`,
    text: (style: MenuBoardFontStyle) => menuBoardTextCss(style, textScale),
  };
}

/** The rules every board shares: a meal row's layout, a greyed meal, a square picture. */
export const commonRules = (imageSide: number): BoardRule[] => [
  [MB.greyed, { filter: 'grayscale(1)', opacity: 0.55 }],
  [
    MB.row,
    { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '0.5em' },
  ],
  [MB.texts, { minWidth: 0, flex: 1 }],
  [
    MB.image,
    { width: `${imageSide}px`, height: `${imageSide}px`, objectFit: 'cover', flexShrink: 0 },
  ],
];

/** The stylesheet of a board in columns or cards (the menu board's layouts and its kin). */
export function boardCss(scope: string, input: BoardCssInput): string {
  const { config, imageSide } = input;
  const { px, text } = boardUnits(input);
  const rules: BoardRule[] = [
    [MB.title, text(config.titleFontStyle)],
    [MB.subtitle, text(config.subtitleFontStyle)],
    [MB.category, { ...text(config.categoryTitleFontStyle), paddingBottom: px(8) }],
    [
      MB.cardCategory,
      {
        ...text(config.categoryTitleFontStyle),
        fontSize: `${config.categoryTitleFontStyle.fontSize * input.textScale * 0.6}px`,
      },
    ],
    [MB.mealTitle, { ...text(config.mealTitleFontStyle), flex: 1 }],
    [MB.price, { ...text(config.mealTitleFontStyle), textDecoration: 'none' }],
    [MB.description, text(config.mealDescriptionFontStyle)],
    [MB.allergens, text(config.allergensFontStyle)],
    [MB.extra, text(config.mealExtraTitleFontStyle)],
    [MB.block, { paddingBottom: px(24) }],
    [MB.whole, { breakInside: 'avoid' }],
    [MB.meal, { display: 'flex', gap: px(16), breakInside: 'avoid', padding: `${px(8)} 0` }],
    [
      MB.card,
      { display: 'flex', flexDirection: 'column', gap: px(8), minHeight: 0, overflow: 'hidden' },
    ],
    ...commonRules(imageSide),
    [
      MB.cardImage,
      { width: '100%', flex: 1, minHeight: 0, objectFit: 'cover', borderRadius: px(8) },
    ],
  ];
  return scopedCss(scope, rules);
}
