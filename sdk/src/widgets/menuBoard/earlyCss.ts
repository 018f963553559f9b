import {
  boardUnits,
  commonRules,
  MB,
  scopedCss,
  type BoardRule,
  type BoardScale,
} from '../menuBoards/boardCss.js';
import type { EarlyMenuBoardBody } from './earlyModel.js';

/** Reference px around a meal's cell at meal padding 1, and around the board at outer padding 1. */
export const EARLY_MEAL_PADDING_PX = 12;
export const EARLY_OUTER_PADDING_PX = 32;

export interface EarlyCssInput extends BoardScale {
  body: EarlyMenuBoardBody;
  /** A meal image's side in CSS px. */
  imageSide: number;
}

/** The stylesheet of one earlier board, scoped to its root's `data-menu-board` attribute. */
export function earlyBoardCss(scope: string, input: EarlyCssInput): string {
  const { body, imageSide } = input;
  const { px, text } = boardUnits(input);
  const rules: BoardRule[] = [
    [MB.title, text(body.titleFontStyle)],
    [MB.subtitle, text(body.subtitleFontStyle)],
    [
      MB.cell,
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
    [MB.category, { ...text(body.categoryTitleFontStyle), paddingBottom: px(6) }],
    [
      MB.mealTitle,
      {
        ...text(body.mealTitleFontStyle),
        flex: 1,
        // A long meal title stops after the body's number of lines.
        display: '-webkit-box',
        WebkitLineClamp: body.mealTitleRowsCount,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
    ],
    [MB.price, { ...text(body.mealTitleFontStyle), textDecoration: 'none', whiteSpace: 'nowrap' }],
    [MB.description, text(body.mealDescriptionFontStyle)],
    [MB.allergens, text(body.allergensFontStyle)],
    [MB.extra, text(body.mealExtraTitleFontStyle)],
    ...commonRules(imageSide),
    [MB.soupsTitle, { ...text(body.soupsTitleFontStyle), paddingBottom: px(6) }],
    [MB.soupsText, { ...text(body.soupsTextFontStyle), flex: 1 }],
    [MB.soupsAllergens, text(body.soupsAllergensFontStyle)],
    [MB.soupsPrice, { ...text(body.soupsPriceFontStyle), whiteSpace: 'nowrap' }],
  ];
  return scopedCss(scope, rules);
}
