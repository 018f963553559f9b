import { describe, expect, it } from 'vitest';
import {
  addCashierEvents,
  cashierEventsOf,
  cashierViewOf,
  formatMoney,
  subtotalOf,
  type CashierEvent,
  type CashierEventInput,
} from './events.js';

const article = (articleName: string, sumPrice: number, extra: object = {}): CashierEventInput => ({
  eventType: 'Article',
  articleName,
  quantity: 1,
  unitPrice: sumPrice,
  sumPrice,
  ...extra,
});
const subTotal = (purchaseValue: number): CashierEventInput => ({
  eventType: 'PurchaseSubTotal',
  purchaseValue,
});
const payBack = (value: number): CashierEventInput => ({ eventType: 'PayBack', value });
const clear: CashierEventInput = { eventType: 'Clear' };

/** The display after a till sends `sent`, one browser event each. */
function after(...sent: CashierEventInput[]): readonly CashierEvent[] {
  return sent.reduce<readonly CashierEvent[]>(
    (events, detail) => addCashierEvents(events, cashierEventsOf(detail)),
    [],
  );
}

/** What the display shows, in a word and the amount it leads with. */
function shows(events: readonly CashierEvent[]): string {
  const view = cashierViewOf(events);
  switch (view.kind) {
    case 'open':
      return 'welcome';
    case 'article':
      return `${view.article.articleName} (subtotal ${view.subtotal})`;
    case 'total':
      return `total ${view.total.purchaseValue}`;
    case 'thank-you':
      return `thank you (${view.payBack.value})`;
  }
}

describe('the cashier display follows the newest event', () => {
  it.each<[string, CashierEventInput[], string]>([
    ['nothing yet', [], 'welcome'],
    ['one article', [article('Rohlík', 3.5)], 'Rohlík (subtotal 3.5)'],
    [
      'the latest article',
      [article('Rohlík', 3.5), article('Mléko', 24.9)],
      'Mléko (subtotal 28.4)',
    ],
    ['the total', [article('Rohlík', 3.5), subTotal(3.5)], 'total 3.5'],
    [
      'an article after the total',
      [article('A', 1), subTotal(1), article('B', 2)],
      'B (subtotal 3)',
    ],
    ['paid', [article('A', 1), subTotal(1), payBack(9)], 'thank you (9)'],
    [
      'a new purchase after paying',
      [article('A', 1), payBack(0), article('C', 5)],
      'C (subtotal 5)',
    ],
    ['cleared', [article('A', 1), clear], 'welcome'],
    ['cleared, then an article', [article('A', 1), clear, article('B', 2)], 'B (subtotal 2)'],
  ])('%s', (_case, sent, expected) => {
    expect(shows(after(...sent))).toBe(expected);
  });

  it('keeps events newest first, and several in one browser event in the order sent', () => {
    const events = addCashierEvents([], cashierEventsOf([article('A', 1), article('B', 2)]));
    expect(events.map((e) => e.eventType === 'Article' && e.articleName)).toEqual(['B', 'A']);
  });

  it('starts a new purchase on the first article after a payment: old articles no longer count', () => {
    const events = after(article('A', 10), subTotal(10), payBack(0), article('B', 2));
    expect(events).toHaveLength(1);
    expect(subtotalOf(events)).toBe(2);
  });
});

describe('the subtotal', () => {
  it('is the sum of every article, rounded to 2 decimals', () => {
    expect(subtotalOf(after(article('a', 0.1), article('b', 0.2)))).toBe(0.3);
    expect(subtotalOf(after(article('a', 1.005), article('b', 0)))).toBe(1.01);
    expect(subtotalOf(after(article('a', 19.99), article('b', 5.01), subTotal(25)))).toBe(25);
  });

  it('counts a correction with its negative price', () => {
    const events = after(article('a', 4.5), article('a', -4.5, { correction: true }));
    expect(subtotalOf(events)).toBe(0);
  });
});

describe('bad events are ignored', () => {
  it.each<[string, unknown]>([
    ['no event type', { articleName: 'A', sumPrice: 1 }],
    ['an unknown event type', { eventType: 'Refund', value: 1 }],
    ['an article without a price', { eventType: 'Article', articleName: 'A' }],
    ['an article with a price that is not a number', { ...article('A', 1), sumPrice: 'free' }],
    ['a total without its value', { eventType: 'PurchaseSubTotal' }],
    ['no detail', undefined],
    ['text', 'Article'],
  ])('%s', (_case, detail) => {
    expect(cashierEventsOf(detail)).toEqual([]);
  });

  it('drops the bad events of a list and keeps the good ones', () => {
    const events = cashierEventsOf([article('A', 1), { eventType: 'Nope' }, subTotal(1)]);
    expect(events.map((e) => e.eventType)).toEqual(['Article', 'PurchaseSubTotal']);
  });

  it('reads amounts a till wrote as text', () => {
    const [event] = cashierEventsOf({ ...article('A', 1), sumPrice: '12.50', quantity: '2' });
    expect(event).toMatchObject({ sumPrice: 12.5, quantity: 2 });
  });
});

describe('money', () => {
  it('is written with its currency, the Czech way', () => {
    expect(formatMoney(1234.5, 'EUR', 'cs-CZ').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(12, 'CZK', 'cs-CZ').replace(/\s/g, ' ')).toBe('12,00 Kč');
  });

  it('writes an unknown currency code after the number', () => {
    expect(formatMoney(3, 'not a code', 'cs-CZ')).toBe('3.00 not a code');
  });
});
