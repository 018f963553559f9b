import { GS_MENU_BOARD_WIDGET_TYPE } from '@marquee/sdk';
import { boardDialogEditor } from '../shared/menuBoards/boardDialogEditor';
import type { WidgetEditor } from '../types';
import { EditGsMenuBoardDialog } from './EditGsMenuBoardDialog';
import { coloursGroup, fontsGroup, forceMenuGroup, languageGroup, textsGroup } from './GsGroups';

/** A new store board opens its dialog and is placed full screen; the toolbar opens it again. */
const editGsMenuBoard = boardDialogEditor(EditGsMenuBoardDialog);

/**
 * The store-specific board's editor: the store in Edit Menu Board, then which of the day's
 * menus, the language of the meal names, the texts, fonts and colours.
 */
export const gsMenuBoardEditor: WidgetEditor = {
  type: GS_MENU_BOARD_WIDGET_TYPE,
  toolbarGroups: [
    editGsMenuBoard.group,
    forceMenuGroup,
    languageGroup,
    textsGroup,
    fontsGroup,
    coloursGroup,
  ],
  create: editGsMenuBoard.create,
};
