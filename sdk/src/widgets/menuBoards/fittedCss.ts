import { boardCss, declarations, MB, type BoardRule, type BoardTextStyles } from './boardCss.js';
import { BLOCK_GAP_EM, CATEGORY_GAP_EM, MEAL_PADDING_EM } from './boardFit.js';
import type { BoardDesign } from './designs.js';

/** The classes only a fitted board draws. */
export const FB = {
  legend: 'mb-legend',
  leader: 'mb-leader',
} as const;

export interface FittedCssInput {
  config: BoardTextStyles;
  /** CSS px per reference px. */
  scale: number;
  /** CSS px per stored font px for the titles (the user's font ratio). */
  titleScale: number;
  /** CSS px per stored font px for the meals (the fit's scale). */
  textScale: number;
  imageSide: number;
  design: BoardDesign;
  legendFontSize: number;
}

/**
 * The stylesheet of a board whose meals are fitted to its box: the family's rules, with the
 * meals' spacing in their own type's size (so it grows and shrinks with the fit, as boardFit
 * assumes) and the design's leaders, rules and price colour.
 */
export function fittedBoardCss(scope: string, input: FittedCssInput): string {
  const { config, textScale, design } = input;
  const base = boardCss(scope, { ...input, textScale });
  const px = (n: number) => `${Math.round(n * 100) / 100}px`;
  const titlePx = config.mealTitleFontStyle.fontSize * textScale;
  const categoryPx = config.categoryTitleFontStyle.fontSize * textScale;
  const titleStyle = (field: 'titleFontStyle' | 'subtitleFontStyle') =>
    px(config[field].fontSize * input.titleScale);
  const rules: BoardRule[] = [
    [MB.title, { fontSize: titleStyle('titleFontStyle') }],
    [MB.subtitle, { fontSize: titleStyle('subtitleFontStyle') }],
    [MB.meal, { padding: `${px(MEAL_PADDING_EM * titlePx)} 0`, gap: px(0.6 * titlePx) }],
    [MB.block, { paddingBottom: px(BLOCK_GAP_EM * categoryPx) }],
    [
      MB.category,
      {
        paddingBottom: px(CATEGORY_GAP_EM * categoryPx * (design.categoryRule ? 0.5 : 1)),
        ...(design.categoryRule
          ? {
              borderBottom: `${px(Math.max(1, 2 * input.scale))} solid ${config.categoryTitleFontStyle.color}`,
              marginBottom: px(CATEGORY_GAP_EM * categoryPx * 0.5),
            }
          : {}),
        breakAfter: 'avoid',
      },
    ],
    [
      MB.price,
      { whiteSpace: 'nowrap', ...(design.priceColour ? { color: design.priceColour } : {}) },
    ],
    [
      FB.legend,
      {
        fontFamily: `'${config.allergensFontStyle.fontFamily}', sans-serif`,
        color: config.allergensFontStyle.color,
        fontSize: px(input.legendFontSize * input.scale),
        lineHeight: 1.2,
        margin: 0,
        flexShrink: 0,
      },
    ],
  ];
  const leaders = design.leaders
    ? [
        // A dotted line from the meal's title to its price, on the title's last line.
        `[data-menu-board="${scope}"] .${MB.row}>.${MB.mealTitle}{display:flex;align-items:baseline}`,
        `[data-menu-board="${scope}"] .${MB.row}>.${MB.mealTitle}::after{content:"";flex:1;` +
          `min-width:1em;margin:0 0.3em;border-bottom:${px(Math.max(1, 0.08 * titlePx))} dotted currentColor;opacity:0.45}`,
      ]
    : [];
  const root = `[data-menu-board="${scope}"]`;
  return [
    base,
    ...rules.map(([name, style]) => `${root} .${name}{${declarations(style)}}`),
    ...leaders,
  ].join('\n');
}
