import { SEPTIM_MENU_BOARD_WIDGET_TYPE, septimMenuBoardFileIds } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import {
  coloursGroup,
  fontsGroup,
  forcedMenuGroup,
  languageGroup,
  sizesGroup,
  textsGroup,
} from './DisplayGroups';
import { createSeptimMenuBoard, septimBoardGroup } from './editSeptimBoard';

/**
 * The menu board v1's editor (la_fresca_septim_menu_board): Edit Menu Board (store or manual
 * meals), then the board's texts, language, forced menu, sizes, fonts and colours.
 */
export const septimMenuBoardEditor: WidgetEditor = {
  type: SEPTIM_MENU_BOARD_WIDGET_TYPE,
  toolbarGroups: [
    septimBoardGroup,
    textsGroup,
    languageGroup,
    forcedMenuGroup,
    sizesGroup,
    fontsGroup,
    coloursGroup,
  ],
  // widgets.md §2, §9: a new board opens Edit Menu Board and is placed full screen.
  create: createSeptimMenuBoard,
  // widgets.md §3: the item's fileIds are its manual meals' images, so the screen keeps them.
  update: ({ content }) => ({
    item: { ...content, fileIds: septimMenuBoardFileIds(content.body) },
  }),
};
