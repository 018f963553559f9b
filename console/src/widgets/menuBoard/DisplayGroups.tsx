import { Body1 } from '@fluentui/react-components';
import {
  BOARD_DESIGNS,
  MENU_BOARD_PADDING,
  earlyBackgroundOf,
  earlyMenuBoardVariant,
  isEarlyMenuBoardBody,
  mealTitleRows,
  menuBoardBackgroundOf,
  menuBoardConfigOf,
  menuBoardVariant,
  offsetOrLimit,
  readEarlyMenuBoardBody,
  readMenuBoardBody,
  type EarlyMenuBoardBody,
} from '@marquee/sdk';
import { flatSettings, layoutSettings } from '../shared/menuBoards/boardSettings';
import {
  SHOWN_NAMES,
  subtitleField,
  titleField,
  variantFields,
} from '../shared/menuBoards/boardFields';
import { MenuEditor } from '../shared/menuBoards/MenuEditor';
import { settingFields } from '../shared/menuBoards/settingFields';
import { groupByBody, settingsGroup } from '../shared/menuBoards/settingsGroup';
import type { ToolbarGroup } from '../types';

/**
 * The menu board's display settings. A current board keeps them per layout (`configsByLayout`),
 * the layout and language at the body's top level; the earlier (daily/static) variant keeps all
 * of them at the top level, with soups and which meals to show. Each group draws the fields of
 * the variant the body is.
 */

const current = layoutSettings({
  read: readMenuBoardBody,
  configOf: menuBoardConfigOf,
  layoutOf: (board) => board.layout,
  topLevel: ['layout', 'languageCode'],
});
const early = flatSettings<EarlyMenuBoardBody>(readEarlyMenuBoardBody);
const field = settingFields<ReturnType<typeof current.read>>();
const earlyField = settingFields<EarlyMenuBoardBody>();
const board = variantFields(menuBoardVariant, 'menu-board');
const earlyBoard = variantFields(earlyMenuBoardVariant, 'menu-board');

/** The manual board's menu; a daily or static board's menu comes from the server. */
export const menuGroup: ToolbarGroup = {
  id: 'menu',
  label: 'Menu',
  render: (props) =>
    readMenuBoardBody(props.body).menuBoardSource === 'manual' ? (
      <MenuEditor body={props.body} onChange={props.onChange} pickFile={props.pickFile} />
    ) : (
      <Body1>The menu comes from the menu board chosen in Edit Menu Board.</Body1>
    ),
};

/** The layout and design, the language, the title and subtitle, and what the board shows. */
export const layoutGroup = groupByBody(
  isEarlyMenuBoardBody,
  settingsGroup('layout', 'Layout', early, [
    earlyBoard.language,
    titleField,
    subtitleField,
    earlyField.switches(
      SHOWN_NAMES,
      'showTitle',
      'showSubtitle',
      'showPrices',
      'showSoups',
      'showAllergens',
      'showMealImage',
    ),
    // Which meals: from 0, with 0 or empty unset.
    earlyField.row(
      earlyField.wholeNumber('offset', 'Offset', { read: offsetOrLimit }),
      earlyField.wholeNumber('limit', 'Limit', { read: offsetOrLimit }),
    ),
  ]),
  settingsGroup('layout', 'Layout', current, [
    field.select('layout', 'Layout', [
      ['classic', 'Classic'],
      ['gallery', 'Gallery'],
    ]),
    // The design's look: colours and background in both layouts, how meals are set in classic.
    field.select(
      'design',
      'Design',
      BOARD_DESIGNS.map((design) => [design.id, design.label] as const),
    ),
    board.language,
    titleField,
    subtitleField,
    field.switches(
      SHOWN_NAMES,
      'showTitle',
      'showSubtitle',
      'showCategories',
      'showAllergens',
      'showMealImage',
      'allowCategoryBalancing',
    ),
  ]),
);

/** The sliders (photo size, maximum columns, font ratio) and the background. */
export const sizesGroup = groupByBody(
  isEarlyMenuBoardBody,
  settingsGroup('sizes', 'Sizes', early, [
    earlyField.wholeNumber('mealTitleRowsCount', 'Meal title rows', {
      min: 1,
      max: 5,
      // Anything but a whole number from 1 to 5 is 1; empty keeps the rows as they are.
      read: (typed, board) =>
        typed.trim() === '' ? board.mealTitleRowsCount : mealTitleRows(Number(typed)),
    }),
    earlyField.range('mealPadding', 'Meal padding', 'menu-board-meal-padding', MENU_BOARD_PADDING),
    earlyField.range(
      'outerPadding',
      'Outer padding',
      'menu-board-outer-padding',
      MENU_BOARD_PADDING,
    ),
    earlyBoard.photoSize,
    earlyBoard.columns,
    earlyBoard.fontRatio,
    earlyField.colour(
      'backgroundColorLens',
      'Background colour',
      'menu-board-background',
      earlyBackgroundOf,
    ),
  ]),
  settingsGroup('sizes', 'Sizes', current, [
    board.photoSize,
    board.columns,
    board.fontRatio,
    field.colour('backgroundColor', 'Background colour', 'menu-board-background', (config) =>
      menuBoardBackgroundOf(config),
    ),
  ]),
);

/** The font style of each of the board's texts, the earlier variant's soups block's included. */
export const fontsGroup = groupByBody(
  isEarlyMenuBoardBody,
  settingsGroup('fonts', 'Font styles', early, [earlyBoard.fontStyles()]),
  settingsGroup('fonts', 'Font styles', current, [board.fontStyles()]),
);
