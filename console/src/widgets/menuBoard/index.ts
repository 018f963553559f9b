import { MENU_BOARD_WIDGET_TYPE, menuBoardFileIds } from '@marquee/sdk';
import { boardDialogEditor } from '../shared/menuBoards/boardDialogEditor';
import type { WidgetEditor } from '../types';
import { fontsGroup, layoutGroup, menuGroup, sizesGroup } from './DisplayGroups';
import { EditMenuBoardDialog } from './EditMenuBoardDialog';

/** A new board opens Edit Menu Board and is placed full screen; the toolbar opens it again. */
export const editMenuBoard = boardDialogEditor(EditMenuBoardDialog);

/**
 * The menu board's editor: Edit Menu Board (where the menu comes from), the manual menu of a
 * legacy board, and the display settings.
 */
export const menuBoardEditor: WidgetEditor = {
  type: MENU_BOARD_WIDGET_TYPE,
  toolbarGroups: [editMenuBoard.group, menuGroup, layoutGroup, sizesGroup, fontsGroup],
  create: editMenuBoard.create,
  // The item's fileIds are its meals' images, so the screen caches them.
  update: ({ content }) => ({ item: { ...content, fileIds: menuBoardFileIds(content.body) } }),
};
