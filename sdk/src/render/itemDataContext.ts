import { createContext, useContext } from 'react';
import { offlineItemData, type ItemDataSource } from '../player/itemData.js';

/**
 * The item data source of whatever draws the scene: a screen's player (StagePlayer's caller),
 * or the console's editor. Outside both, widgets get an offline source and show what they have.
 */
export const ItemDataContext = createContext<ItemDataSource>(offlineItemData());

export function useItemData(): ItemDataSource {
  return useContext(ItemDataContext);
}
