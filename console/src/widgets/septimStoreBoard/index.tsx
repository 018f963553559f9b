import {
  MENU_BOARD_LANGUAGES,
  SEPTIM_STORE_BOARD_WIDGET_TYPE,
  readSeptimStoreBoardBody,
  septimStoreBoardFileIds,
} from '@marquee/sdk';
import { boardDialogEditor } from '../shared/menuBoards/boardDialogEditor';
import { languageField } from '../shared/menuBoards/boardFields';
import { flatSettings } from '../shared/menuBoards/boardSettings';
import { settingsGroup } from '../shared/menuBoards/settingsGroup';
import type { WidgetEditor } from '../types';
import { EditSeptimStoreBoardDialog } from './EditSeptimStoreBoardDialog';

/** A new board opens its dialog and is placed full screen; the toolbar opens it again. */
const editSeptimStoreBoard = boardDialogEditor(EditSeptimStoreBoardDialog);

/** The language of the meal names. */
export const septimLanguageGroup = settingsGroup(
  'language',
  'Language',
  flatSettings(readSeptimStoreBoardBody),
  [languageField(MENU_BOARD_LANGUAGES)],
);

/**
 * The second store board's editor: Edit Menu Board (the Septim store, or meals typed by hand)
 * and the language.
 */
export const septimStoreBoardEditor: WidgetEditor = {
  type: SEPTIM_STORE_BOARD_WIDGET_TYPE,
  toolbarGroups: [editSeptimStoreBoard.group, septimLanguageGroup],
  create: editSeptimStoreBoard.create,
  // The manual meals' pictures are the item's files, so the screen keeps them.
  update: ({ content }) => ({
    item: { ...content, fileIds: septimStoreBoardFileIds(content.body) },
  }),
};
