import type { CSSProperties } from 'react';
import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

/** How one kind of text in an item looks. */
export const DATA_TABLE_TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const DATA_TABLE_FONT_WEIGHTS = ['normal', 'bold'] as const;

/** A font size is 6 to 120 reference pixels. */
export const DATA_TABLE_FONT_SIZE = { min: 6, max: 120, step: 1 } as const;

/**
 * Some earlier variants name the family and size `family` and `size`: read
 * them as `fontFamily` and `fontSize` when those are absent.
 */
const withCurrentNames = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const style = { ...(value as Record<string, unknown>) };
  if (style.fontFamily === undefined && typeof style.family === 'string')
    style.fontFamily = style.family;
  if (style.fontSize === undefined && typeof style.size === 'number') style.fontSize = style.size;
  delete style.family;
  delete style.size;
  return style;
};

const fontStyleFields = (defaults: { fontSize: number; fontWeight: 'normal' | 'bold' }) =>
  z.preprocess(
    withCurrentNames,
    z.looseObject({
      fontFamily: z.string().min(1).catch('Roboto'),
      color: z.string().min(1).catch('#000000'),
      fontSize: z
        .number()
        .min(DATA_TABLE_FONT_SIZE.min)
        .max(DATA_TABLE_FONT_SIZE.max)
        .catch(defaults.fontSize),
      fontWeight: z.enum(DATA_TABLE_FONT_WEIGHTS).catch(defaults.fontWeight),
      italic: z.boolean().catch(false),
      underline: z.boolean().catch(false),
      strikeThrough: z.boolean().catch(false),
      textAlign: z.enum(DATA_TABLE_TEXT_ALIGNS).catch('left'),
    }),
  );

/** A column's cells: regular text, sized so the default 15 rows fit a full-screen table. */
export const dataTableCellStyleSchema = lazySchema(() =>
  fontStyleFields({ fontSize: 24, fontWeight: 'normal' }),
);
/** A column's header: the same size, bold. */
export const dataTableHeaderStyleSchema = lazySchema(() =>
  fontStyleFields({ fontSize: 24, fontWeight: 'bold' }),
);
export type DataTableFontStyle = z.infer<typeof dataTableCellStyleSchema>;

/**
 * CSS for a font style, sizes in reference pixels times `scale` (the item's reference scale
 * times the body's fontSizeRatio). Families come from the font catalogue; sans-serif stands in
 * where a screen does not have the family.
 */
export function dataTableTextCss(style: DataTableFontStyle, scale: number): CSSProperties {
  const lines = [style.underline && 'underline', style.strikeThrough && 'line-through'].filter(
    Boolean,
  );
  return {
    fontFamily: `'${style.fontFamily}', sans-serif`,
    color: style.color,
    fontSize: `${style.fontSize * scale}px`,
    fontWeight: style.fontWeight,
    fontStyle: style.italic ? 'italic' : 'normal',
    textDecoration: lines.length > 0 ? lines.join(' ') : 'none',
    textAlign: style.textAlign,
  };
}
