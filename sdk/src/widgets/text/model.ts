import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { TEXT_LIMITS, withinTextLimits } from './limits.js';

export { TEXT_LIMITS, withinTextLimits } from './limits.js';

export const TEXT_WIDGET_TYPE = 'text';

/** The font size input takes 6 to 120. */
export const TEXT_FONT_SIZE_RANGE = { min: 6, max: 120 } as const;
/** Table cell padding and border width inputs take 0 to 20. */
export const TEXT_CELL_SPACING_RANGE = { min: 0, max: 20 } as const;

/**
 * What text and table cells look like where the document
 * sets nothing (a leaf without a size or colour, a cell without padding or border).
 */
export const RICH_TEXT_DEFAULTS = {
  fontSize: 20,
  color: '#ffffff',
  cellPadding: 5,
  cellBorderWidth: 1,
  cellBorderColor: '#ffffff',
  cellBorderStyle: 'solid',
} as const;

/**
 * The style a new text item is written in. It is carried by the
 * new document's first leaf, so what the operator types first is Roboto 40; text that carries
 * no size of its own (older bodies, leaves from elsewhere) falls back to RICH_TEXT_DEFAULTS.
 * Roboto is also the family of any text without one.
 */
export const DEFAULT_TEXT_STYLE = { fontFamily: 'Roboto', fontSize: 40 } as const;

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export const TEXT_CELL_BORDER_STYLES = [
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
  'none',
  'hidden',
] as const;

/**
 * A CSS colour as a picker writes it (hex, a name, rgb()/hsl()). Anything else is refused: the
 * value goes into a style, and a document is not the place for arbitrary CSS.
 */
const COLOUR_PATTERN =
  /^(#[0-9a-f]{3,8}|[a-z]{1,32}|(rgb|rgba|hsl|hsla)\([0-9a-z.,%/\s+-]{1,48}\))$/i;
export const textColourSchema = lazySchema(() => z.string().max(64).regex(COLOUR_PATTERN));

/**
 * A font family name as the catalogue spells them (letters, digits, spaces, "-", "_"). The
 * renderer writes it inside quotes, so quotes and other CSS syntax must never get in.
 */
const FAMILY_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,63}$/u;
export const textFontFamilySchema = lazySchema(() => z.string().regex(FAMILY_PATTERN));

export const textLeafSchema = lazySchema(() =>
  z.object({
    text: z.string(),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
    strikethrough: z.boolean().optional(),
    color: textColourSchema.optional(),
    fontSize: z.number().min(TEXT_FONT_SIZE_RANGE.min).max(TEXT_FONT_SIZE_RANGE.max).optional(),
    fontFamily: textFontFamilySchema.optional(),
  }),
);
export type TextLeaf = z.infer<typeof textLeafSchema>;
export type TextMarks = Omit<TextLeaf, 'text'>;

/** Inline content: at least one leaf (an empty line is one empty leaf, as Slate keeps it). */
const leaves = lazySchema(() => z.array(textLeafSchema).min(1));
const align = lazySchema(() => z.enum(TEXT_ALIGNS).optional());

export const textParagraphSchema = lazySchema(() =>
  z.object({
    type: z.literal('paragraph'),
    align,
    children: leaves,
  }),
);
export type TextParagraph = z.infer<typeof textParagraphSchema>;

/** A list item holds one line of text; it may be aligned like a paragraph. */
export const textListItemSchema = lazySchema(() =>
  z.object({
    type: z.literal('list-item'),
    align,
    children: leaves,
  }),
);
export type TextListItem = z.infer<typeof textListItemSchema>;

export const textBulletedListSchema = lazySchema(() =>
  z.object({
    type: z.literal('bulleted-list'),
    children: z.array(textListItemSchema).min(1),
  }),
);
export const textNumberedListSchema = lazySchema(() =>
  z.object({
    type: z.literal('numbered-list'),
    children: z.array(textListItemSchema).min(1),
  }),
);
export type TextList =
  z.infer<typeof textBulletedListSchema> | z.infer<typeof textNumberedListSchema>;

const cellSpacing = lazySchema(() =>
  z.number().min(TEXT_CELL_SPACING_RANGE.min).max(TEXT_CELL_SPACING_RANGE.max),
);

export const textTableCellSchema = lazySchema(() =>
  z.object({
    type: z.literal('table-cell'),
    padding: cellSpacing.optional(),
    borderWidth: cellSpacing.optional(),
    borderColor: textColourSchema.optional(),
    borderStyle: z.enum(TEXT_CELL_BORDER_STYLES).optional(),
    children: z.array(textParagraphSchema).min(1),
  }),
);
export type TextTableCell = z.infer<typeof textTableCellSchema>;

export const textTableRowSchema = lazySchema(() =>
  z.object({
    type: z.literal('table-row'),
    children: z.array(textTableCellSchema).min(1),
  }),
);
export type TextTableRow = z.infer<typeof textTableRowSchema>;

export const textTableSchema = lazySchema(() =>
  z.object({
    type: z.literal('table'),
    children: z.array(textTableRowSchema).min(1),
  }),
);
export type TextTable = z.infer<typeof textTableSchema>;

export const textBlockSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    textParagraphSchema,
    textBulletedListSchema,
    textNumberedListSchema,
    textTableSchema,
  ]),
);
export type TextBlock = z.infer<typeof textBlockSchema>;
/** Every element a document may hold, at any level. */
export type TextElement = TextBlock | TextListItem | TextTableRow | TextTableCell;

/** The new item's document: one empty paragraph in the default style. */
export const defaultTextDocument = (): TextBlock[] => [
  { type: 'paragraph', children: [{ text: '', ...DEFAULT_TEXT_STYLE }] },
];

/**
 * The rich text document (`slateValue`): top-level paragraphs, lists and tables.
 * The shapes nest a fixed number of levels (no list in a list, no table in a cell), and
 * TEXT_LIMITS bounds the size before any of it is parsed.
 */
export const slateValueSchema = lazySchema(() =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (!withinTextLimits(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `A text document holds at most ${TEXT_LIMITS.maxNodes} nodes and ${TEXT_LIMITS.maxCharacters} characters`,
        });
      }
    })
    .pipe(z.array(textBlockSchema).min(1)),
);

export const textBodySchema = lazySchema(() =>
  z.looseObject({
    slateValue: slateValueSchema.default(defaultTextDocument),
    backgroundColor: textColourSchema.optional(),
  }),
);
export type TextBody = z.infer<typeof textBodySchema>;

/** A body that does not parse (damaged, hostile, too big) shows the new item's empty text. */
export function readTextBody(body: unknown): TextBody {
  const parsed = textBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : textBodySchema.parse({});
}
