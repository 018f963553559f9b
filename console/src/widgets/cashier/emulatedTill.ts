import type { CashierEventInput } from '@marquee/sdk';

/** What the emulator's till scans, in turn. */
export const SAMPLE_ARTICLES = [
  { articleName: 'Rohlík', quantity: 4, quantityUnitCode: 'ks', unitPrice: 0.15 },
  { articleName: 'Mléko 1 l', quantity: 1, quantityUnitCode: 'ks', unitPrice: 1.09 },
  { articleName: 'Banány', quantity: 1.25, quantityUnitCode: 'kg', unitPrice: 1.49, isWtd: true },
  { articleName: 'Káva zrnková', quantity: 1, quantityUnitCode: 'ks', unitPrice: 8.99 },
] as const;

export type TillAction = 'article' | 'subtotal' | 'payback' | 'clear';

/** The purchase an emulated till is ringing up. */
export interface TillState {
  scanned: number;
  total: number;
}

export const NEW_TILL: TillState = { scanned: 0, total: 0 };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What a till sends for an action, and its purchase after it: the next sample article, the
 * total of what it scanned, a payment in cash rounded up to the next 10 with the change handed
 * back, or a cleared display.
 */
export function tillEvent(till: TillState, action: TillAction): [CashierEventInput, TillState] {
  switch (action) {
    case 'article': {
      const sample = SAMPLE_ARTICLES[till.scanned % SAMPLE_ARTICLES.length]!;
      const sumPrice = cents(sample.quantity * sample.unitPrice);
      return [
        { eventType: 'Article', ...sample, sumPrice },
        { scanned: till.scanned + 1, total: cents(till.total + sumPrice) },
      ];
    }
    case 'subtotal':
      return [{ eventType: 'PurchaseSubTotal', purchaseValue: till.total }, till];
    case 'payback': {
      const paid = Math.ceil(till.total / 10) * 10 || 10;
      return [
        { eventType: 'PayBack', textHeader: 'Vráceno', value: cents(paid - till.total) },
        { ...till, total: 0 },
      ];
    }
    case 'clear':
      return [{ eventType: 'Clear' }, { ...till, total: 0 }];
  }
}
