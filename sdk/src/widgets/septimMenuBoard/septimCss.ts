import { boardUnits, scopedCss, type BoardRule, type BoardScale } from '../menuBoards/boardCss.js';
import type { MenuBoardFontStyle } from '../menuBoards/fontStyle.js';

/** The classes only the v1 board draws: pictogram badges and nutrition circles. */
export const SP = {
  pictograms: 'sp-pictograms',
  pictogram: 'sp-pictogram',
  nutrition: 'sp-nutrition',
  nutrient: 'sp-nutrient',
  circle: 'sp-circle',
} as const;

export interface SeptimCssInput extends BoardScale {
  /** Badges and circles take the allergens' colour, so they follow the board's palette. */
  allergensStyle: MenuBoardFontStyle;
}

/** The v1 board's own rules, scoped like boardCss to the root's `data-menu-board`. */
export function septimCss(scope: string, input: SeptimCssInput) {
  const { allergensStyle } = input;
  const { px } = boardUnits(input);
  const badge = allergensStyle.fontSize * input.textScale;
  const circle = badge * 2.6;
  const rules: BoardRule[] = [
    [SP.pictograms, { display: 'flex', flexWrap: 'wrap', gap: px(6), margin: `${px(4)} 0` }],
    [
      SP.pictogram,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: `${badge * 1.5}px`,
        height: `${badge * 1.5}px`,
        borderRadius: `${badge}px`,
        border: `1px solid ${allergensStyle.color}`,
        color: allergensStyle.color,
        fontSize: `${badge}px`,
        fontFamily: `'${allergensStyle.fontFamily}', sans-serif`,
        lineHeight: 1,
      },
    ],
    [SP.nutrition, { display: 'flex', flexWrap: 'wrap', gap: px(12), marginTop: px(6) }],
    [SP.nutrient, { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: px(4) }],
    [
      SP.circle,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: `${circle}px`,
        height: `${circle}px`,
        borderRadius: '50%',
        border: `2px solid ${allergensStyle.color}`,
        fontStyle: 'normal',
      },
    ],
  ];
  return scopedCss(scope, rules, false);
}
