import type { CSSProperties } from 'react';
import { declarations } from './boardCss.js';
import type { EarlyMenuBoardBody } from './earlyModel.js';
import { menuBoardTextCss, type MenuBoardFontStyle } from './fontStyle.js';

/** The classes of the earlier board's elements (one scoped stylesheet, as the v2 board's). */
export const EB = {
  title: 'eb-title',
  subtitle: 'eb-subtitle',
  cell: 'eb-cell',
  greyed: 'eb-greyed',
  category: 'eb-category',
  row: 'eb-row',
  texts: 'eb-texts',
  mealTitle: 'eb-meal-title',
  price: 'eb-price',
  description: 'eb-description',
  allergens: 'eb-allergens',
  extra: 'eb-extra',
  image: 'eb-image',
  soupsTitle: 'eb-soups-title',
  soupsText: 'eb-soups-text',
  soupsAllergens: 'eb-soups-allergens',
  soupsPrice: 'eb-soups-price',
} as const;

/** Reference px around a meal's cell at meal padding 1, and around the board at outer padding 1. */
export const EARLY_MEAL_PADDING_PX = 12;
export const EARLY_OUTER_PADDING_PX = 32;

export interface EarlyCssInput {
  body: EarlyMenuBoardBody;
  /** CSS px per reference px. */
  scale: number;
  /** CSS px per stored font px. */
  textScale: number;
  /** A meal image's side in CSS px. */
  imageSide: number;
}

/** The stylesheet of one earlier board, scoped to its root's `data-menu-board` attribute. */
export function earlyBoardCss(scope: string, input: EarlyCssInput): string {
  const { body, scale, textScale, imageSide } = input;
  const px = (n: number) => `${Math.round(n * scale * 100) / 100}px`;
  const text = (style: MenuBoardFontStyle) => menuBoardTextCss(style, textScale);
  const rules: [string, CSSProperties][] = [
    [EB.title, text(body.titleFontStyle)],
    [EB.subtitle, text(body.subtitleFontStyle)],
    [
      EB.cell,
      {
        display: 'flex',
        gap: px(12),
        minWidth: 0,
        minHeight: 0,
        overflow: 'hidden',
        boxSizing: 'border-box',
        padding: px(EARLY_MEAL_PADDING_PX * body.mealPadding),
      },
    ],
    [EB.greyed, { filter: 'grayscale(1)', opacity: 0.55 }],
    [EB.category, { ...text(body.categoryTitleFontStyle), paddingBottom: px(6) }],
    [
      EB.row,
      { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '0.5em' },
    ],
    [EB.texts, { minWidth: 0, flex: 1 }],
    [
      EB.mealTitle,
      {
        ...text(body.mealTitleFontStyle),
        flex: 1,
        // widgets.md §3: a long meal title stops after mealTitleRowsCount lines.
        display: '-webkit-box',
        WebkitLineClamp: body.mealTitleRowsCount,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
    ],
    [EB.price, { ...text(body.mealTitleFontStyle), textDecoration: 'none', whiteSpace: 'nowrap' }],
    [EB.description, text(body.mealDescriptionFontStyle)],
    [EB.allergens, text(body.allergensFontStyle)],
    [EB.extra, text(body.mealExtraTitleFontStyle)],
    [
      EB.image,
      { width: `${imageSide}px`, height: `${imageSide}px`, objectFit: 'cover', flexShrink: 0 },
    ],
    [EB.soupsTitle, { ...text(body.soupsTitleFontStyle), paddingBottom: px(6) }],
    [EB.soupsText, { ...text(body.soupsTextFontStyle), flex: 1 }],
    [EB.soupsAllergens, text(body.soupsAllergensFontStyle)],
    [EB.soupsPrice, { ...text(body.soupsPriceFontStyle), whiteSpace: 'nowrap' }],
  ];
  const root = `[data-menu-board="${scope}"]`;
  return [
    ...rules.map(([name, style]) => `${root} .${name}{${declarations(style)}}`),
    // widgets.md §4: an unavailable meal's title is struck through.
    `${root} .${EB.greyed} .${EB.mealTitle}{text-decoration:line-through}`,
  ].join('\n');
}
