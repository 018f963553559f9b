// The menu-board family's library: the board model, the menu readers and the renderer parts the
// six board widgets share. Not an item type itself: the item types are listed in ../index.ts.
export * from './layout.js';
export * from './price.js';
export * from './allergens.js';
export {
  BOARD_DESIGNS,
  BOARD_DESIGN_IDS,
  boardDesignOf,
  type BoardDesign,
  type BoardDesignId,
} from './designs.js';
export * from './boardModel.js';
export { MENU_BOARD_TEXT_ALIGNS, type MenuBoardFontStyle } from './fontStyle.js';
export {
  cellCount,
  localizedText,
  menuFromBodyCategories,
  menuFromServerMeals,
  serverMealSchema,
  serverMenuBoardSchema,
  splitSoups,
  visibleMenu,
  type BodyCategory,
  type BodyExtra,
  type BodyMeal,
  type Menu,
  type MenuCategory,
  type MenuExtra,
  type MenuMeal,
  type ServerMeal,
} from './menu.js';
export * from './storeMenu.js';
