// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { sceneSchema, type Scene } from '../../model/index.js';
import { offlineItemData, type ItemDataSource } from '../../player/itemData.js';
import { ItemDataContext } from '../../render/itemDataContext.js';
import type { CashierEventInput } from './events.js';
import { CASHIER_EVENT } from './model.js';
import { CashierWidget } from './render.js';

const sceneWith = (body: Record<string, unknown>): Scene =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'i', start: 0, end: 30, x: 0, y: 0, w: 40, h: 30, item: { type: 'gs_cashier', body } },
    ],
  });

let source: ItemDataSource;
beforeEach(() => {
  source = { ...offlineItemData(), store: new MemoryLocalState(), events: new EventTarget() };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function draw(body: Record<string, unknown> = {}, onReady = vi.fn()) {
  const scene = sceneWith(body);
  return (
    <ItemDataContext.Provider value={source}>
      <CashierWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map()}
        onReady={onReady}
      />
    </ItemDataContext.Provider>
  );
}

const send = (detail: unknown) =>
  act(() => void source.events.dispatchEvent(new CustomEvent(CASHIER_EVENT, { detail })));
/** The display's lines, spaces as plain spaces (Intl writes narrow no-break ones). */
const lines = () =>
  Array.from(screen.getByTestId('cashier-text').querySelectorAll('p')).map((p) =>
    p.textContent.replace(/\s/g, ' '),
  );
const view = () => screen.getByTestId('cashier').dataset.view;

const rohlik: CashierEventInput = {
  eventType: 'Article',
  articleName: 'Rohlík',
  quantity: 4,
  quantityUnitCode: 'ks',
  unitPrice: 2.9,
  sumPrice: 11.6,
  moneyUnitCode: 'CZK',
};
const mleko: CashierEventInput = {
  eventType: 'Article',
  articleName: 'Mléko',
  quantity: 1,
  unitPrice: 24.9,
  sumPrice: 24.9,
  moneyUnitCode: 'CZK',
};

describe('CashierWidget', () => {
  it('welcomes in Czech while nothing is on the till, and is ready at once', () => {
    const onReady = vi.fn();
    render(draw({}, onReady));
    expect(onReady).toHaveBeenCalledOnce();
    expect(view()).toBe('open');
    expect(lines()).toEqual(['Vítejte']);
  });

  it('shows the latest article with its quantity, price and the running subtotal', () => {
    render(draw());
    send(rohlik);
    expect(lines()).toEqual(['Rohlík', '4 ks × 2,90 Kč', '11,60 Kč', 'Mezisoučet', '11,60 Kč']);
    send(mleko);
    expect(lines()).toEqual(['Mléko', '1 × 24,90 Kč', '24,90 Kč', 'Mezisoučet', '36,50 Kč']);
  });

  it('shows the total, then thanks with the change handed back, then starts a new purchase', () => {
    render(draw());
    send([rohlik, mleko]);
    send({
      eventType: 'PurchaseSubTotal',
      purchaseValue: 36.5,
      discountValue: 2,
      moneyUnitCode: 'CZK',
    });
    expect(view()).toBe('total');
    expect(lines()).toEqual(['Celkem', '36,50 Kč', 'Sleva', '2,00 Kč']);
    send({ eventType: 'PayBack', value: 13.5, moneyUnitCode: 'CZK', textRow: 'Hotově 50 Kč' });
    expect(view()).toBe('thank-you');
    expect(lines()).toEqual(['Děkujeme za nákup', 'Vráceno', '13,50 Kč', 'Hotově 50 Kč']);
    send(mleko);
    expect(lines().at(-1)).toBe('24,90 Kč');
  });

  it('writes amounts without a currency in euros', () => {
    render(draw());
    send({ eventType: 'Article', articleName: 'Káva', sumPrice: 0.1 });
    send({ eventType: 'Article', articleName: 'Cukr', sumPrice: 0.2 });
    expect(lines()).toEqual(['Cukr', '1', '0,20 €', 'Mezisoučet', '0,30 €']);
  });

  it('ignores bad events and keeps showing what it showed', () => {
    render(draw());
    send(rohlik);
    send({ eventType: 'Article', articleName: 'No price' });
    send('PayBack');
    send(null);
    expect(lines()[0]).toBe('Rohlík');
    // A list with a bad event keeps its good ones.
    send([{ eventType: 'Refund' }, mleko]);
    expect(lines()[0]).toBe('Mléko');
  });

  it('listens on its item data source, not on whatever window it is drawn in', () => {
    render(draw());
    act(() => void window.dispatchEvent(new CustomEvent(CASHIER_EVENT, { detail: rohlik })));
    expect(view()).toBe('open');
    send(rohlik);
    expect(view()).toBe('article');
  });

  it("uses the body's texts, colours and styles", () => {
    render(
      draw({
        configsByLayout: {
          classic: {
            welcomeText: 'Dobrý den',
            thankyouText: 'Na shledanou',
            backgroundColor: '#000000',
            welcomeTextFontStyle: { color: '#ff0000', italic: true, textAlign: 'left' },
          },
        },
      }),
    );
    expect(lines()).toEqual(['Dobrý den']);
    expect(screen.getByTestId('cashier').style.background).toBe('rgb(0, 0, 0)');
    const welcome = screen.getByText('Dobrý den');
    expect(welcome.style.color).toBe('rgb(255, 0, 0)');
    expect(welcome.style.fontStyle).toBe('italic');
    expect(welcome.style.textAlign).toBe('left');
    // The fields it did not set keep their defaults: bold, 5 units.
    expect(welcome.style.fontWeight).toBe('bold');
    expect(welcome.style.fontSize).toBe('5em');
    send({ eventType: 'PayBack' });
    expect(lines()).toEqual(['Na shledanou']);
  });
});

describe('CashierWidget: the text is fitted to its box', () => {
  /**
   * jsdom does no layout: the text area is 400 × 200 px (a unit of 10 px at scale 1), and the
   * text is 12 times its font size tall, so it fills 0.6 of the box at scale 1.
   */
  function layOut() {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return parseFloat(this.style.fontSize || '0') * 12;
    });
  }
  const unit = () => parseFloat(screen.getByTestId('cashier-text').style.fontSize);

  it('grows the text until it fills the box to within the accuracy', () => {
    layOut();
    render(draw());
    // 0.6 × 1.59 = 0.954: within 0.05 of filling the box.
    expect(unit()).toBeCloseTo(15.9, 6);
  });

  it('draws it at the body’s share of the fitted size', () => {
    layOut();
    render(draw({ configsByLayout: { classic: { fontSizeRatio: 0.5 } } }));
    expect(unit()).toBeCloseTo(7.95, 6);
  });
});
