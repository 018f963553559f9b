import { MENU_BOARD_WIDGET_TYPE, menuBoardFileIds } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { fontsGroup, layoutGroup, menuGroup, sizesGroup } from './DisplayGroups';
import { boardGroup, createMenuBoard } from './editMenuBoard';

/**
 * The menu board's editor: Edit Menu Board (where the menu comes from), the manual menu of a
 * legacy board, and the display settings.
 */
export const menuBoardEditor: WidgetEditor = {
  type: MENU_BOARD_WIDGET_TYPE,
  toolbarGroups: [boardGroup, menuGroup, layoutGroup, sizesGroup, fontsGroup],
  // widgets.md §2, §9: a new board opens Edit Menu Board and is placed full screen.
  create: createMenuBoard,
  // widgets.md §3: the item's fileIds are its meals' images, so the screen caches them.
  update: ({ content }) => ({ item: { ...content, fileIds: menuBoardFileIds(content.body) } }),
};
