import {
  readSeptimMenuBoardBody,
  septimMenuBoardVariant,
  type SeptimMenuBoardBody,
} from '@marquee/sdk';
import { flatSettings } from '../shared/menuBoards/boardSettings';
import {
  SHOWN_NAMES,
  subtitleField,
  titleField,
  variantFields,
} from '../shared/menuBoards/boardFields';
import { settingFields } from '../shared/menuBoards/settingFields';
import { settingsGroup } from '../shared/menuBoards/settingsGroup';

/** The v1 body is flat: each setting is one field of the body. */
const settings = flatSettings<SeptimMenuBoardBody>(readSeptimMenuBoardBody);
const field = settingFields<SeptimMenuBoardBody>();
const board = variantFields(septimMenuBoardVariant, 'septim-board');

/** The title and subtitle, and what the board shows beside the meals. */
export const textsGroup = settingsGroup('texts', 'Texts', settings, [
  titleField,
  field.switches(SHOWN_NAMES, 'showTitle'),
  subtitleField,
  field.switches(SHOWN_NAMES, 'showSubtitle', 'showAllergens', 'showMealImage'),
]);

/** The v1 board's languages, for the store's translated meal names. */
export const languageGroup = settingsGroup('language', 'Language', settings, [board.language]);

/** One of the store's menus by id instead of the day's first. */
export const forcedMenuGroup = settingsGroup('forced-menu', 'Forced menu', settings, [
  field.text('forcedMenuId', 'Force menu by id', { parse: (id) => id.trim() }),
  field.note("Empty: the store's first menu of the day. Menu ids are listed in Edit Menu Board."),
]);

/** The sliders: maximum columns, photo size, font ratio (the v1 board's own range). */
export const sizesGroup = settingsGroup('sizes', 'Sizes', settings, [
  board.columns,
  board.photoSize,
  board.fontRatio,
]);

/** The board's background colour. */
export const coloursGroup = settingsGroup('colours', 'Colours', settings, [board.background]);

/** The font style of each of the board's texts. */
export const fontsGroup = settingsGroup('fonts', 'Font styles', settings, [
  board.fontStyles({ mealExtraTitleFontStyle: 'Meal extra title' }),
]);
