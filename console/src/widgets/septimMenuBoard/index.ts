import { SEPTIM_MENU_BOARD_WIDGET_TYPE, septimMenuBoardFileIds } from '@marquee/sdk';
import { boardDialogEditor } from '../shared/menuBoards/boardDialogEditor';
import type { WidgetEditor } from '../types';
import {
  coloursGroup,
  fontsGroup,
  forcedMenuGroup,
  languageGroup,
  sizesGroup,
  textsGroup,
} from './DisplayGroups';
import { EditSeptimBoardDialog } from './EditSeptimBoardDialog';

/** A new v1 board opens Edit Menu Board and is placed full screen; the toolbar opens it again. */
const editSeptimBoard = boardDialogEditor(EditSeptimBoardDialog);

/**
 * The menu board v1's editor (la_fresca_septim_menu_board): Edit Menu Board (store or manual
 * meals), then the board's texts, language, forced menu, sizes, fonts and colours.
 */
export const septimMenuBoardEditor: WidgetEditor = {
  type: SEPTIM_MENU_BOARD_WIDGET_TYPE,
  toolbarGroups: [
    editSeptimBoard.group,
    textsGroup,
    languageGroup,
    forcedMenuGroup,
    sizesGroup,
    fontsGroup,
    coloursGroup,
  ],
  create: editSeptimBoard.create,
  // The item's fileIds are its manual meals' images, so the screen keeps them.
  update: ({ content }) => ({
    item: { ...content, fileIds: septimMenuBoardFileIds(content.body) },
  }),
};
