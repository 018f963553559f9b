import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { CASHIER_MAX_EVENTS } from './model.js';

/** A number, or a number a till wrote as text ("12.50"). */
const amount = lazySchema(() =>
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
);
const currency = lazySchema(() => z.string().trim().min(1).optional());

/** A line item scanned at the till. */
export const articleEventSchema = lazySchema(() =>
  z.looseObject({
    eventType: z.literal('Article'),
    articleName: z.string(),
    quantity: amount.default(1),
    quantityUnitCode: z.string().optional(),
    sumPrice: amount,
    unitPrice: amount.optional(),
    moneyUnitCode: currency,
    correction: z.boolean().optional(),
    isMaster: z.boolean().optional(),
    isWtd: z.boolean().optional(),
    tara: amount.optional(),
  }),
);

/** The till totals the purchase. */
export const purchaseSubTotalEventSchema = lazySchema(() =>
  z.looseObject({
    eventType: z.literal('PurchaseSubTotal'),
    purchaseValue: amount,
    discountValue: amount.optional(),
    moneyUnitCode: currency,
  }),
);

/** The purchase is paid; `value` is the change handed back. */
export const payBackEventSchema = lazySchema(() =>
  z.looseObject({
    eventType: z.literal('PayBack'),
    moneyUnitCode: currency,
    textHeader: z.string().optional(),
    textRow: z.string().optional(),
    value: amount.optional(),
  }),
);

/** Marquee's addition: forget the purchase and show the welcome text (the emulator's Clear all). */
export const clearEventSchema = lazySchema(() => z.looseObject({ eventType: z.literal('Clear') }));

export const cashierEventSchema = lazySchema(() =>
  z.discriminatedUnion('eventType', [
    articleEventSchema,
    purchaseSubTotalEventSchema,
    payBackEventSchema,
    clearEventSchema,
  ]),
);
export type CashierEvent = z.infer<typeof cashierEventSchema>;
export type ArticleEvent = z.infer<typeof articleEventSchema>;
export type PurchaseSubTotalEvent = z.infer<typeof purchaseSubTotalEventSchema>;
export type PayBackEvent = z.infer<typeof payBackEventSchema>;
/** The events as a till sends them, before validation. */
export type CashierEventInput = z.input<typeof cashierEventSchema>;

/** The valid events of a browser event's detail (one event or a list); bad ones are dropped. */
export function cashierEventsOf(detail: unknown): CashierEvent[] {
  const candidates: unknown[] = Array.isArray(detail) ? detail : [detail];
  return candidates.flatMap((candidate) => {
    const parsed = cashierEventSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The events of the purchase on the till, newest first, after `arrived` (in the order sent).
 * A Clear forgets everything; an Article after a PayBack starts a new purchase, so the old
 * articles no longer count toward the subtotal.
 */
export function addCashierEvents(
  events: readonly CashierEvent[],
  arrived: readonly CashierEvent[],
): readonly CashierEvent[] {
  let next = events;
  for (const event of arrived) {
    if (event.eventType === 'Clear') next = [];
    else if (event.eventType === 'Article' && next[0]?.eventType === 'PayBack') next = [event];
    else next = [event, ...next].slice(0, CASHIER_MAX_EVENTS);
  }
  return next;
}

/** The sum of every article's price, rounded to 2 decimals. */
export function subtotalOf(events: readonly CashierEvent[]): number {
  const sum = events.reduce(
    (total, e) => (e.eventType === 'Article' ? total + e.sumPrice : total),
    0,
  );
  return Math.round((sum + Number.EPSILON) * 100) / 100;
}

/** What the display shows: it follows the newest event. */
export type CashierView =
  | { kind: 'open' }
  | { kind: 'article'; article: ArticleEvent; subtotal: number; currency: string | undefined }
  | { kind: 'total'; total: PurchaseSubTotalEvent }
  | { kind: 'thank-you'; payBack: PayBackEvent };

export function cashierViewOf(events: readonly CashierEvent[]): CashierView {
  const newest = events[0];
  switch (newest?.eventType) {
    case 'Article':
      return {
        kind: 'article',
        article: newest,
        subtotal: subtotalOf(events),
        currency: newest.moneyUnitCode,
      };
    case 'PurchaseSubTotal':
      return { kind: 'total', total: newest };
    case 'PayBack':
      return { kind: 'thank-you', payBack: newest };
    default:
      return { kind: 'open' };
  }
}

/** An amount as money, e.g. "12,50 €"; an unknown currency code is written after the number. */
export function formatMoney(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
