import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { dataTableCellStyleSchema, dataTableHeaderStyleSchema } from './fontStyle.js';

export const DATA_TABLE_WIDGET_TYPE = 'data_table';

/** The first row shown, counted from the start of the feed's list. */
export const DATA_TABLE_OFFSET = { min: 0, max: 1000, step: 1, default: 0 } as const;
/** How many rows show. */
export const DATA_TABLE_SIZE = { min: 1, max: 50, step: 1, default: 15 } as const;
/** The cells' border, in reference pixels. */
export const DATA_TABLE_BORDER_WIDTH = { min: 0, max: 10, step: 1, default: 1 } as const;
/** Room between a cell's text and its border, in reference pixels. */
export const DATA_TABLE_SPACING = { min: 0, max: 50, step: 1, default: 20 } as const;

/** Rows kept from a feed (from the offset); more are never stored. */
export const DATA_TABLE_MAX_ROWS = 50;

/** The feed is fetched again this often unless chosen otherwise (minutes). */
export const DATA_TABLE_DEFAULT_REFRESH_MIN = 60;
/** The refresh intervals offered, in minutes. */
export const DATA_TABLE_REFRESH_INTERVALS_MIN = [1, 5, 15, 30, 60, 720, 1440] as const;
/** How often a screen looks whether its rows have aged past the refresh interval. */
export const DATA_TABLE_CHECK_MS = 60_000;
/** With no data, the feed is asked again this often. */
export const DATA_TABLE_RETRY_WITHOUT_DATA_MS = 30_000;

/**
 * The most of a feed's answer a screen reads. A feed that is larger is refused rather than
 * taking a TV's memory; 50 rows of any sensible feed are far smaller.
 */
export const DATA_TABLE_MAX_FEED_BYTES = 5 * 1024 * 1024;

/** The font sizes of every column are multiplied by this (fontSizeRatio). */
export const DATA_TABLE_FONT_SIZE_RATIO = { min: 0.1, max: 5, default: 1 } as const;

const clamped = (range: { min: number; max: number; default: number }, integer = false) =>
  z
    .number()
    .refine(Number.isFinite)
    .catch(range.default)
    .transform((value) => {
      const inRange = Math.min(range.max, Math.max(range.min, value));
      return integer ? Math.round(inRange) : inRange;
    });

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const dataTableColumnSchema = lazySchema(() =>
  z.looseObject({
    /** Where the cell's value is in each row: a dot path (`line.name`, `stops.0`). */
    dataKey: z.string().catch(''),
    title: z.string().catch(''),
    headerStyle: dataTableHeaderStyleSchema.prefault({}),
    fontStyle: dataTableCellStyleSchema.prefault({}),
  }),
);
export type DataTableColumn = z.infer<typeof dataTableColumnSchema>;

export const dataTableBodySchema = lazySchema(() =>
  z.looseObject({
    /** The JSON feed the screen fetches itself (with its own network; not via the server). */
    dataFeedUrl: z.string().catch('').default(''),
    /** Where the list of rows is in the feed's answer: a dot path; empty: the answer itself. */
    dataPath: z.string().catch('').default(''),
    dataRange: z
      .object({
        offset: clamped(DATA_TABLE_OFFSET, true).default(DATA_TABLE_OFFSET.default),
        size: clamped(DATA_TABLE_SIZE, true).default(DATA_TABLE_SIZE.default),
      })
      .catch({ offset: DATA_TABLE_OFFSET.default, size: DATA_TABLE_SIZE.default })
      .default({ offset: DATA_TABLE_OFFSET.default, size: DATA_TABLE_SIZE.default }),
    /** Minutes between fetches of the feed. */
    refetchInterval: z
      .number()
      .positive()
      .catch(DATA_TABLE_DEFAULT_REFRESH_MIN)
      .default(DATA_TABLE_DEFAULT_REFRESH_MIN),
    backgroundColor: z.string().catch('#ffffff').default('#ffffff'),
    borderColor: z.string().catch('#000000').default('#000000'),
    borderWidth: clamped(DATA_TABLE_BORDER_WIDTH).default(DATA_TABLE_BORDER_WIDTH.default),
    spacing: clamped(DATA_TABLE_SPACING).default(DATA_TABLE_SPACING.default),
    fontSizeRatio: clamped(DATA_TABLE_FONT_SIZE_RATIO).default(DATA_TABLE_FONT_SIZE_RATIO.default),
    // A column that is not an object is dropped; the others still show.
    columns: z
      .preprocess(
        (value): unknown[] => (Array.isArray(value) ? (value as unknown[]).filter(isObject) : []),
        z.array(dataTableColumnSchema),
      )
      .prefault([]),
  }),
);
export type DataTableBody = z.infer<typeof dataTableBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readDataTableBody(body: unknown): DataTableBody {
  const parsed = dataTableBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : dataTableBodySchema.parse({});
}

/** A new column: bold header, regular cells, both in the default style. */
export function newDataTableColumn(dataKey = '', title = dataKey): DataTableColumn {
  return dataTableColumnSchema.parse({ dataKey, title });
}
