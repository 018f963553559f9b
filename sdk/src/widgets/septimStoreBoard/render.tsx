import { useMemo } from 'react';
import { RecoveringImage } from '../../render/RecoveringImage.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { BoardFrame, useBoardBody, useBoardFrame } from '../menuBoards/BoardFrame.js';
import { energyLabel, galleryGrid } from '../menuBoards/layout.js';
import { imageUrlsOf, type ImageUrlOf } from '../menuBoards/MealParts.js';
import { SEPTIM_MENU_KEPT, useStoreMenu } from '../menuBoards/storeMenu.js';
import { septimBoardCards, type SeptimBoardCard } from './meals.js';
import { readSeptimStoreBoardBody, septimBoardPrice } from './model.js';

const BACKGROUND = '#14120f';
const CARD = '#26221d';
const ACCENT = '#f5b400';

/**
 * The second store board (septim_store_menu_board). Its look is a simple one: meal cards in the
 * gallery's grid, each with its picture when it has one, the category, the name, the energy,
 * the allergen codes and the price. The meals are the item's own with manual data, else the
 * Septim store's of the day, kept on the device (120 s, looked at every 60 s). Only the
 * background while there is nothing to show.
 */
export function SeptimStoreBoardWidget(props: WidgetRenderProps) {
  const body = useBoardBody(readSeptimStoreBoardBody, props);
  const { answer } = useStoreMenu({
    source: 'SEPTIM',
    storeId: body.storeId,
    skip: body.useManualData,
    kept: SEPTIM_MENU_KEPT,
  });
  const cards = useMemo(() => septimBoardCards(body, answer), [body, answer]);
  const frame = useBoardFrame(props);
  const { scale } = frame;
  const grid = galleryGrid(cards?.length ?? 0);
  const imageUrlOf = imageUrlsOf(props.files);
  return (
    <BoardFrame
      frame={frame}
      testId="septim-store-board"
      hasMenu={!!cards}
      background={BACKGROUND}
      // The board is one grid of cards, in the board's own type.
      style={{
        fontFamily: "'Roboto', sans-serif",
        color: '#ffffff',
        display: 'grid',
        gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${grid.rows}, minmax(0, 1fr))`,
        gap: 24 * scale,
      }}
    >
      {cards?.map((card, index) => (
        <SeptimCard key={index} card={card} scale={scale} imageUrlOf={imageUrlOf} />
      ))}
    </BoardFrame>
  );
}

/** One meal's card: picture, category, name, energy, allergen codes and price. */
function SeptimCard({
  card,
  scale,
  imageUrlOf,
}: {
  card: SeptimBoardCard;
  scale: number;
  imageUrlOf: ImageUrlOf;
}) {
  const src = card.image && imageUrlOf(card.image);
  const price = septimBoardPrice(card.price, card.fromStore);
  const line = (fontSize: number, color: string) => ({
    margin: 0,
    fontSize: fontSize * scale,
    color,
  });
  return (
    <article
      data-testid="septim-meal"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8 * scale,
        minHeight: 0,
        overflow: 'hidden',
        padding: 20 * scale,
        borderRadius: 12 * scale,
        background: CARD,
        filter: card.unavailable ? 'grayscale(1)' : undefined,
        opacity: card.unavailable ? 0.55 : 1,
      }}
    >
      {src && (
        <RecoveringImage
          src={src}
          alt=""
          draggable={false}
          decoding="async"
          style={{
            width: '100%',
            flex: 1,
            minHeight: 0,
            objectFit: 'cover',
            borderRadius: 8 * scale,
          }}
        />
      )}
      {card.category && (
        <p style={{ ...line(18, ACCENT), textTransform: 'uppercase' }}>{card.category}</p>
      )}
      <p
        data-testid="septim-meal-name"
        style={{
          ...line(30, '#ffffff'),
          fontWeight: 'bold',
          lineHeight: 1.2,
          textDecoration: card.unavailable ? 'line-through' : 'none',
        }}
      >
        {card.name}
      </p>
      {card.energy !== undefined && (
        <p data-testid="septim-meal-energy" style={line(18, '#d0d0d0')}>
          {energyLabel(card.energy)}
        </p>
      )}
      {card.allergens.length > 0 && (
        <p style={{ ...line(16, '#a0a0a0'), fontStyle: 'italic' }}>{card.allergens.join(', ')}</p>
      )}
      {price && (
        <p
          data-testid="septim-meal-price"
          style={{ ...line(34, ACCENT), marginTop: 'auto', fontWeight: 'bold' }}
        >
          {price}
        </p>
      )}
    </article>
  );
}
