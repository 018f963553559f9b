import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { MENU_BOARD_TEXT_ALIGNS, type MenuBoardFontStyle } from '../menuBoards/fontStyle.js';

export const CASHIER_WIDGET_TYPE = 'gs_cashier';

/**
 * The browser event a till integration sends the player (and the editor's emulator sends the
 * preview) on the item data source's `events`: `detail` is one cashier event or a list of them.
 */
export const CASHIER_EVENT = 'gs_cashier_event';

/** The default currency of amounts whose event names none. */
export const CASHIER_DEFAULT_CURRENCY = 'EUR';

/** Amounts are written the Czech way, as the display's default texts are Czech. */
export const CASHIER_LOCALE = 'cs-CZ';

/** The default texts are Czech. */
export const CASHIER_DEFAULT_WELCOME_TEXT = 'Vítejte';
export const CASHIER_DEFAULT_THANKYOU_TEXT = 'Děkujeme za nákup';

/** What the display calls the amounts it shows (Czech, like the default texts). */
export const CASHIER_LABELS = {
  quantity: 'Množství',
  price: 'Cena',
  subtotal: 'Mezisoučet',
  discount: 'Sleva',
  total: 'Celkem',
  payBack: 'Vráceno',
} as const;

/** Sizes in units of the display's text unit; keys are smaller. */
export const CASHIER_TEXT_UNITS = { text: 5, key: 3 } as const;

/** Text sizes on the editor's slider, in units. */
export const CASHIER_FONT_UNITS = { min: 1, max: 10, step: 0.5 } as const;

/**
 * The display's text size: at 1 the text is as large as fits the item's box, below 1 it takes
 * that share of it.
 */
export const CASHIER_FONT_SIZE_RATIO = { min: 0.1, max: 1, step: 0.05, default: 1 } as const;

/**
 * The text is fitted to the box by scaling its unit in steps of 0.01 until it
 * fills the box to within 0.05, at most 100 steps per fit (the next fit goes on from there).
 * The scale multiplies a unit of 1/20 of the box's height.
 */
export const CASHIER_FONT_FIT = {
  step: 0.01,
  accuracy: 0.05,
  maxSteps: 100,
  minScale: 0.05,
  maxScale: 4,
  unitsPerBoxHeight: 20,
} as const;

/** Older purchases beyond this many events are dropped (a till that never pays back). */
export const CASHIER_MAX_EVENTS = 500;

/**
 * The boards' font style, its family optional (the display's own when unset) and its size in
 * units of the display's fitted text unit.
 */
export type CashierFontStyle = Omit<MenuBoardFontStyle, 'fontFamily'> & {
  fontFamily?: string | undefined;
};

const STYLE_DEFAULTS: CashierFontStyle = {
  color: '#ffffff',
  fontSize: CASHIER_TEXT_UNITS.text,
  fontWeight: 'normal',
  italic: false,
  underline: false,
  strikeThrough: false,
  textAlign: 'center',
};

/** The boards' font style, with the defaults of one of the display's texts. */
function fontStyleSchema(overrides: Partial<CashierFontStyle>) {
  const defaults = { ...STYLE_DEFAULTS, ...overrides };
  return z
    .looseObject({
      fontFamily: z.string().optional(),
      color: z.string().default(defaults.color),
      fontSize: z.number().positive().default(defaults.fontSize),
      fontWeight: z.enum(['normal', 'bold']).default(defaults.fontWeight),
      italic: z.boolean().default(defaults.italic),
      underline: z.boolean().default(defaults.underline),
      strikeThrough: z.boolean().default(defaults.strikeThrough),
      textAlign: z.enum(MENU_BOARD_TEXT_ALIGNS).default(defaults.textAlign),
    })
    .prefault({});
}

/** The classic layout's settings; the font styles are named after the texts they draw. */
export const cashierClassicConfigSchema = lazySchema(() =>
  z.looseObject({
    welcomeText: z.string().default(CASHIER_DEFAULT_WELCOME_TEXT),
    thankyouText: z.string().default(CASHIER_DEFAULT_THANKYOU_TEXT),
    fontSizeRatio: z.number().default(CASHIER_FONT_SIZE_RATIO.default),
    backgroundColor: z.string().default('#1a237e'),
    welcomeTextFontStyle: fontStyleSchema({ fontWeight: 'bold' }),
    thankyouTextFontStyle: fontStyleSchema({ fontWeight: 'bold' }),
    keyFontStyle: fontStyleSchema({ fontSize: CASHIER_TEXT_UNITS.key, color: '#c5cae9' }),
    valueFontStyle: fontStyleSchema({ fontWeight: 'bold' }),
    articleNameFontStyle: fontStyleSchema({}),
  }),
);
export type CashierClassicConfig = z.infer<typeof cashierClassicConfigSchema>;

/** The font styles a classic display has, by the body field that holds each. */
export const CASHIER_FONT_STYLE_FIELDS = [
  'welcomeTextFontStyle',
  'thankyouTextFontStyle',
  'articleNameFontStyle',
  'keyFontStyle',
  'valueFontStyle',
] as const;
export type CashierFontStyleField = (typeof CASHIER_FONT_STYLE_FIELDS)[number];

export const cashierBodySchema = lazySchema(() =>
  z.looseObject({
    layout: z.enum(['classic']).default('classic'),
    configsByLayout: z
      .looseObject({ classic: cashierClassicConfigSchema.prefault({}) })
      .prefault({}),
  }),
);
export type CashierBody = z.infer<typeof cashierBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readCashierBody(body: unknown): CashierBody {
  const parsed = cashierBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : cashierBodySchema.parse({});
}

/** The settings of the layout the body uses (classic is the only one). */
export const cashierConfigOf = (body: CashierBody): CashierClassicConfig =>
  body.configsByLayout.classic;

/** The display's text size ratio, inside its slider's range. */
export function fontSizeRatioOf(config: CashierClassicConfig): number {
  const { min, max, default: fallback } = CASHIER_FONT_SIZE_RATIO;
  const ratio = config.fontSizeRatio;
  return Number.isFinite(ratio) ? Math.min(max, Math.max(min, ratio)) : fallback;
}
