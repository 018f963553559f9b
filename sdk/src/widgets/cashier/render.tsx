import { useEffect, useState } from 'react';
import { useItemData } from '../../render/itemDataContext.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import {
  addCashierEvents,
  cashierEventsOf,
  cashierViewOf,
  formatMoney,
  type CashierEvent,
  type CashierView,
} from './events.js';
import { FittedBlocks, type TextBlock } from './FittedBlocks.js';
import {
  CASHIER_DEFAULT_CURRENCY,
  CASHIER_EVENT,
  CASHIER_LABELS,
  CASHIER_LOCALE,
  cashierConfigOf,
  fontSizeRatioOf,
  readCashierBody,
  type CashierClassicConfig,
} from './model.js';

const money = (value: number, currency: string | undefined) =>
  formatMoney(value, currency ?? CASHIER_DEFAULT_CURRENCY, CASHIER_LOCALE);

const quantity = (value: number) => new Intl.NumberFormat(CASHIER_LOCALE).format(value);

/** The display's lines for what the till did last. */
export function blocksOf(view: CashierView, config: CashierClassicConfig): TextBlock[] {
  const key = (text: string): TextBlock => ({ text, style: config.keyFontStyle, role: 'key' });
  const value = (text: string): TextBlock => ({
    text,
    style: config.valueFontStyle,
    role: 'value',
  });
  switch (view.kind) {
    case 'open':
      return [{ text: config.welcomeText, style: config.welcomeTextFontStyle, role: 'welcome' }];
    case 'article': {
      const { article, currency } = view;
      const amount = [quantity(article.quantity), article.quantityUnitCode]
        .filter(Boolean)
        .join(' ');
      const each =
        article.unitPrice === undefined ? '' : ` × ${money(article.unitPrice, currency)}`;
      return [
        { text: article.articleName, style: config.articleNameFontStyle, role: 'article-name' },
        key(`${amount}${each}`),
        value(money(article.sumPrice, currency)),
        key(CASHIER_LABELS.subtotal),
        value(money(view.subtotal, currency)),
      ];
    }
    case 'total': {
      const { purchaseValue, discountValue, moneyUnitCode } = view.total;
      const discount = discountValue
        ? [key(CASHIER_LABELS.discount), value(money(discountValue, moneyUnitCode))]
        : [];
      return [key(CASHIER_LABELS.total), value(money(purchaseValue, moneyUnitCode)), ...discount];
    }
    case 'thank-you': {
      const { textHeader, textRow, value: payBack, moneyUnitCode } = view.payBack;
      const change =
        payBack === undefined
          ? []
          : [key(textHeader || CASHIER_LABELS.payBack), value(money(payBack, moneyUnitCode))];
      const row = textRow ? [key(textRow)] : [];
      return [
        { text: config.thankyouText, style: config.thankyouTextFontStyle, role: 'thank-you' },
        ...change,
        ...row,
      ];
    }
  }
}

/**
 * The events a till sent, newest first: listened for on the item data source's events (the
 * player's window, the editor's emulator) from when the item is drawn.
 */
function useCashierEvents(): readonly CashierEvent[] {
  const { events: target } = useItemData();
  const [events, setEvents] = useState<readonly CashierEvent[]>([]);
  useEffect(() => {
    const listener = (event: Event) => {
      const arrived = cashierEventsOf((event as CustomEvent<unknown>).detail);
      if (arrived.length > 0) setEvents((current) => addCashierEvents(current, arrived));
    };
    target.addEventListener(CASHIER_EVENT, listener);
    return () => target.removeEventListener(CASHIER_EVENT, listener);
  }, [target]);
  return events;
}

/**
 * The cashier display (gs_cashier): what the till did last, for the customer: the welcome text
 * while nothing is on the till, the latest article with the running subtotal, the total, and
 * the thank-you text once paid, fitted to the box. Ready at once.
 */
export function CashierWidget({ sceneItem, onReady }: WidgetRenderProps) {
  const config = cashierConfigOf(readCashierBody(sceneItem.item.body));
  const events = useCashierEvents();
  useEffect(() => {
    onReady();
  }, [onReady]);
  return (
    <div
      data-testid="cashier"
      data-view={cashierViewOf(events).kind}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        background: config.backgroundColor,
      }}
    >
      <FittedBlocks
        blocks={blocksOf(cashierViewOf(events), config)}
        ratio={fontSizeRatioOf(config)}
      />
    </div>
  );
}
