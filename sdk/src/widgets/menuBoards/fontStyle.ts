import type { CSSProperties } from 'react';
import { z } from 'zod';
import { keptLazySchemas } from '../../model/lazySchema.js';

/** The font style every board text has: family, colour, size, weight, decoration, align. */
export const MENU_BOARD_TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

export interface MenuBoardFontStyle {
  fontFamily: string;
  color: string;
  /** Reference-screen pixels at the base font ratio. */
  fontSize: number;
  fontWeight: 'normal' | 'bold';
  italic: boolean;
  underline: boolean;
  strikeThrough: boolean;
  textAlign: (typeof MENU_BOARD_TEXT_ALIGNS)[number];
}

/** Earlier variants name the family and size `family` and `size`. */
function withCurrentNames(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const style = { ...(value as Record<string, unknown>) };
  if (style.fontFamily === undefined && typeof style.family === 'string')
    style.fontFamily = style.family;
  if (style.fontSize === undefined && typeof style.size === 'number') style.fontSize = style.size;
  delete style.family;
  delete style.size;
  return style;
}

/** A font style with the defaults of one of the board's texts; bad fields fall back to them. */
function buildFontStyleSchema(d: MenuBoardFontStyle) {
  return z.preprocess(
    withCurrentNames,
    z.looseObject({
      fontFamily: z.string().min(1).catch(d.fontFamily),
      color: z.string().min(1).catch(d.color),
      fontSize: z.number().positive().max(400).catch(d.fontSize),
      fontWeight: z.enum(['normal', 'bold']).catch(d.fontWeight),
      italic: z.boolean().catch(d.italic),
      underline: z.boolean().catch(d.underline),
      strikeThrough: z.boolean().catch(d.strikeThrough),
      textAlign: z.enum(MENU_BOARD_TEXT_ALIGNS).catch(d.textAlign),
    }),
  );
}

// Every board variant declares a dozen font styles when its model loads, most with the same
// defaults: each distinct set of defaults is built once, on the first parse that needs it.
const keptFontStyleSchema = keptLazySchemas(
  (d: MenuBoardFontStyle) => JSON.stringify(d),
  buildFontStyleSchema,
);

/** A font style with the defaults of one of the board's texts; bad fields fall back to them. */
export function menuBoardFontStyleSchema(defaults: Partial<MenuBoardFontStyle>) {
  return keptFontStyleSchema({
    fontFamily: 'Roboto',
    color: '#ffffff',
    fontSize: 24,
    fontWeight: 'normal',
    italic: false,
    underline: false,
    strikeThrough: false,
    textAlign: 'left',
    ...defaults,
  });
}

/** CSS for a font style; `scale` is CSS px per stored px (reference scale × font ratio). */
export function menuBoardTextCss(style: MenuBoardFontStyle, scale: number): CSSProperties {
  const lines = [style.underline && 'underline', style.strikeThrough && 'line-through'].filter(
    Boolean,
  );
  return {
    fontFamily: `'${style.fontFamily}', sans-serif`,
    color: style.color,
    fontSize: `${round(style.fontSize * scale)}px`,
    fontWeight: style.fontWeight,
    fontStyle: style.italic ? 'italic' : 'normal',
    textDecoration: lines.length > 0 ? lines.join(' ') : 'none',
    textAlign: style.textAlign,
    lineHeight: 1.2,
    margin: 0,
  };
}

const round = (px: number) => Math.round(px * 100) / 100;
