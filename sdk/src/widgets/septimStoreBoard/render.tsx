import { useEffect, useMemo, useRef } from 'react';
import { RecoveringImage } from '../../render/RecoveringImage.js';
import { useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { energyLabel, galleryGrid } from '../menuBoard/layout.js';
import { SEPTIM_MENU_KEPT, useStoreMenu } from '../menuBoard/useStoreMenu.js';
import { septimBoardCards, type SeptimBoardCard } from './meals.js';
import { readSeptimStoreBoardBody, septimBoardPrice } from './model.js';

const BACKGROUND = '#14120f';
const CARD = '#26221d';
const ACCENT = '#f5b400';

/**
 * The second store board (septim_store_menu_board). widgets.md shows it only in part, so its
 * look is a simple one: meal cards in the gallery's grid (§9), each with its picture when it
 * has one, the category, the name, the energy, the allergen codes and the price. The meals are
 * the item's own with manual data, else the Septim store's of the day, kept on the device
 * (120 s, looked at every 60 s). Only the background while there is nothing to show.
 */
export function SeptimStoreBoardWidget({ sceneItem, scene, files, onReady }: WidgetRenderProps) {
  const body = useMemo(() => readSeptimStoreBoardBody(sceneItem.item.body), [sceneItem.item.body]);
  const { answer } = useStoreMenu({
    source: 'SEPTIM',
    storeId: body.storeId,
    skip: body.useManualData,
    kept: SEPTIM_MENU_KEPT,
  });
  const cards = useMemo(() => septimBoardCards(body, answer), [body, answer]);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  useEffect(() => {
    onReady();
  }, [onReady]);

  const grid = galleryGrid(cards?.length ?? 0);
  const imageOf = (card: SeptimBoardCard) =>
    card.image && ((card.image.fileId && files.get(card.image.fileId)?.url) || card.image.url);
  return (
    <div
      ref={box}
      data-testid="septim-store-board"
      data-state={cards ? 'menu' : 'no-data'}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        padding: 32 * scale,
        background: BACKGROUND,
        fontFamily: "'Roboto', sans-serif",
        color: '#ffffff',
        display: 'grid',
        gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${grid.rows}, minmax(0, 1fr))`,
        gap: 24 * scale,
      }}
    >
      {cards?.map((card, index) => {
        const src = imageOf(card);
        const price = septimBoardPrice(card.price, card.fromStore);
        return (
          <article
            key={index}
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
              <p
                style={{
                  margin: 0,
                  fontSize: 18 * scale,
                  color: ACCENT,
                  textTransform: 'uppercase',
                }}
              >
                {card.category}
              </p>
            )}
            <p
              data-testid="septim-meal-name"
              style={{
                margin: 0,
                fontSize: 30 * scale,
                fontWeight: 'bold',
                lineHeight: 1.2,
                textDecoration: card.unavailable ? 'line-through' : 'none',
              }}
            >
              {card.name}
            </p>
            {card.energy !== undefined && (
              <p
                data-testid="septim-meal-energy"
                style={{ margin: 0, fontSize: 18 * scale, color: '#d0d0d0' }}
              >
                {energyLabel(card.energy)}
              </p>
            )}
            {card.allergens.length > 0 && (
              <p style={{ margin: 0, fontSize: 16 * scale, color: '#a0a0a0', fontStyle: 'italic' }}>
                {card.allergens.join(', ')}
              </p>
            )}
            {price && (
              <p
                data-testid="septim-meal-price"
                style={{
                  margin: 0,
                  marginTop: 'auto',
                  fontSize: 34 * scale,
                  fontWeight: 'bold',
                  color: ACCENT,
                }}
              >
                {price}
              </p>
            )}
          </article>
        );
      })}
    </div>
  );
}
