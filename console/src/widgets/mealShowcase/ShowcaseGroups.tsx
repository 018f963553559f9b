import {
  MEAL_SHOWCASE_FONT_STYLE_FIELDS,
  MENU_BOARD_LANGUAGES,
  readMealShowcaseBody,
  type MealShowcaseBody,
} from '@marquee/sdk';
import { boardDialogEditor } from '../shared/menuBoards/boardDialogEditor';
import {
  SHOWN_NAMES,
  languageField,
  sizeFields,
  textNames,
  titleField,
} from '../shared/menuBoards/boardFields';
import { flatSettings } from '../shared/menuBoards/boardSettings';
import { settingFields } from '../shared/menuBoards/settingFields';
import { settingsGroup } from '../shared/menuBoards/settingsGroup';
import { ShowcaseMenuDialog } from './ShowcaseMenuDialog';

/** The showcase's settings are top-level body fields: a change sets them directly. */
const settings = flatSettings<MealShowcaseBody>(readMealShowcaseBody);
const field = settingFields<MealShowcaseBody>();

/** The showcase's meals, edited in a dialog with the manual menu editor. */
export const showcaseMenuGroup = boardDialogEditor(ShowcaseMenuDialog, {
  id: 'menu',
  label: 'Menu',
  button: 'Edit menu',
}).group;

/** The title, the language and what the cards show. */
export const showcaseTextsGroup = settingsGroup('texts', 'Texts', settings, [
  titleField,
  languageField(MENU_BOARD_LANGUAGES),
  field.switches(SHOWN_NAMES, 'showTitle', 'showAllergens', 'showMealImage'),
]);

/** The font ratio and the background. */
export const showcaseSizesGroup = settingsGroup('sizes', 'Sizes and colours', settings, [
  sizeFields('meal-showcase').fontRatio,
  field.colour(
    'backgroundColor',
    'Background colour',
    'meal-showcase-background',
    (showcase) => showcase.backgroundColor ?? '#101010',
  ),
]);

/** The font style of each of the showcase's texts. */
export const showcaseFontsGroup = settingsGroup('fonts', 'Font styles', settings, [
  field.fontStyles(textNames(MEAL_SHOWCASE_FONT_STYLE_FIELDS)),
]);
