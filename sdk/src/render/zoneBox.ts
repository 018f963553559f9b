import { createContext } from 'react';

/** A box in percent: of the screen for a zone, of its zone for a scene item. */
export interface PercentBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const FULL_SCREEN: PercentBox = { x: 0, y: 0, w: 100, h: 100 };

/**
 * The box (percent of the screen) of the zone being rendered. Scene items are laid out in
 * percent of their zone, which is all the DOM needs; what draws outside the page (a platform
 * video plane) needs the item's place on the screen, so it reads its zone from here.
 */
export const ZoneBoxContext = createContext<PercentBox>(FULL_SCREEN);

/** Where an item's box (percent of its zone) lies on the screen (percent of the screen). */
export function boxOnScreen(zone: PercentBox, item: PercentBox): PercentBox {
  return {
    x: zone.x + (item.x * zone.w) / 100,
    y: zone.y + (item.y * zone.h) / 100,
    w: (item.w * zone.w) / 100,
    h: (item.h * zone.h) / 100,
  };
}
