import { GS_MENU_BOARD_WIDGET_TYPE } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { createGsMenuBoard, gsBoardGroup } from './editGsMenuBoard';
import { coloursGroup, fontsGroup, forceMenuGroup, languageGroup, textsGroup } from './GsGroups';

/**
 * The store-specific board's editor (widgets.md §2): the store in Edit Menu Board, then which
 * of the day's menus, the language of the meal names, the texts, fonts and colours.
 */
export const gsMenuBoardEditor: WidgetEditor = {
  type: GS_MENU_BOARD_WIDGET_TYPE,
  toolbarGroups: [
    gsBoardGroup,
    forceMenuGroup,
    languageGroup,
    textsGroup,
    fontsGroup,
    coloursGroup,
  ],
  create: createGsMenuBoard,
};
