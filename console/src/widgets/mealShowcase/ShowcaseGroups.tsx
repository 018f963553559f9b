import { mealShowcaseVariant, readMealShowcaseBody, type MealShowcaseBody } from '@marquee/sdk';
import { boardDialogEditor } from '../shared/menuBoards/boardDialogEditor';
import { SHOWN_NAMES, titleField, variantFields } from '../shared/menuBoards/boardFields';
import { flatSettings } from '../shared/menuBoards/boardSettings';
import { settingFields } from '../shared/menuBoards/settingFields';
import { settingsGroup } from '../shared/menuBoards/settingsGroup';
import { ShowcaseMenuDialog } from './ShowcaseMenuDialog';

/** The showcase's settings are top-level body fields: a change sets them directly. */
const settings = flatSettings<MealShowcaseBody>(readMealShowcaseBody);
const field = settingFields<MealShowcaseBody>();
const board = variantFields(mealShowcaseVariant, 'meal-showcase');

/** The showcase's meals, edited in a dialog with the manual menu editor. */
export const showcaseMenuGroup = boardDialogEditor(ShowcaseMenuDialog, {
  id: 'menu',
  label: 'Menu',
  button: 'Edit menu',
}).group;

/** The title, the language and what the cards show. */
export const showcaseTextsGroup = settingsGroup('texts', 'Texts', settings, [
  titleField,
  board.language,
  field.switches(SHOWN_NAMES, 'showTitle', 'showAllergens', 'showMealImage'),
]);

/** The font ratio and the background. */
export const showcaseSizesGroup = settingsGroup('sizes', 'Sizes and colours', settings, [
  board.fontRatio,
  board.background,
]);

/** The font style of each of the showcase's texts. */
export const showcaseFontsGroup = settingsGroup('fonts', 'Font styles', settings, [
  board.fontStyles({}, { testIdPrefix: 'menu-board' }),
]);
