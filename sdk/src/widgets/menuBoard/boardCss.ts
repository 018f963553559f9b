import type { CSSProperties } from 'react';
import { menuBoardTextCss } from './fontStyle.js';
import type { MenuBoardLayoutConfig } from './model.js';

/**
 * The classes a board's elements use. A board of 40 meals would otherwise set a few thousand
 * inline style properties; one stylesheet per board is parsed once (also on a slow TV).
 */
export const MB = {
  title: 'mb-title',
  subtitle: 'mb-subtitle',
  category: 'mb-category',
  block: 'mb-block',
  whole: 'mb-whole',
  meal: 'mb-meal',
  card: 'mb-card',
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
} as const;

export interface BoardCssInput {
  config: MenuBoardLayoutConfig;
  /** CSS px per reference px. */
  scale: number;
  /** CSS px per stored font px. */
  textScale: number;
  /** A classic meal image's side in CSS px. */
  imageSide: number;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** CSS declarations from React style properties. */
export const declarations = (style: CSSProperties): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${kebab(name)}:${String(value)}`)
    .join(';');

/** The stylesheet of one board, scoped to its root's `data-menu-board` attribute. */
export function boardCss(scope: string, input: BoardCssInput): string {
  const { config, scale, textScale, imageSide } = input;
  const px = (n: number) => `${Math.round(n * scale * 100) / 100}px`;
  const text = (style: MenuBoardLayoutConfig['titleFontStyle']) =>
    menuBoardTextCss(style, textScale);
  const rules: [string, CSSProperties][] = [
    [MB.title, text(config.titleFontStyle)],
    [MB.subtitle, text(config.subtitleFontStyle)],
    [MB.category, { ...text(config.categoryTitleFontStyle), paddingBottom: px(8) }],
    [
      MB.cardCategory,
      {
        ...text(config.categoryTitleFontStyle),
        fontSize: `${config.categoryTitleFontStyle.fontSize * textScale * 0.6}px`,
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
    [
      MB.cardImage,
      { width: '100%', flex: 1, minHeight: 0, objectFit: 'cover', borderRadius: px(8) },
    ],
  ];
  const root = `[data-menu-board="${scope}"]`;
  return [
    ...rules.map(([name, style]) => `${root} .${name}{${declarations(style)}}`),
    // widgets.md §4: an unavailable (or, in the gallery, sold-out) meal's title is struck through.
    `${root} .${MB.greyed} .${MB.mealTitle}{text-decoration:line-through}`,
  ].join('\n');
}
