import { Body1, Field, Subtitle2 } from '@fluentui/react-components';
import { readGsMenuBoardBody } from '@marquee/sdk';
import { useState } from 'react';
import { BoardDialog } from '../shared/menuBoards/BoardDialog';
import type { BoardDialogProps } from '../shared/menuBoards/boardDialogEditor';
import { CommitField } from '../shared/menuBoards/CommitField';
import { StoreMenuList } from '../shared/menuBoards/StoreMenuList';

const ABOUT = (
  <>
    <Subtitle2>Store menu board</Subtitle2>
    <Body1>
      The screen shows today’s menu of the store from its food-service system: the first board of
      the day, or the one chosen under “Force menu by id”. Sold-out meals are hidden and at most 8
      meals are shown, two to a column.
    </Body1>
  </>
);

/**
 * The store board's dialog: the GS store (its affiliate id) and the menus it has today, so the
 * operator sees what the screen will draw. Close saves the id.
 */
export function EditGsMenuBoardDialog({ body, onClose }: BoardDialogProps) {
  const [storeId, setStoreId] = useState(() => readGsMenuBoardBody(body).storeId);
  return (
    <BoardDialog
      onClose={() => onClose({ storeId: storeId.trim() })}
      about={{ label: 'About this menu board', content: ABOUT }}
    >
      <Field label="Store ID">
        <CommitField label="Store ID" value={storeId} onCommit={setStoreId} />
      </Field>
      <StoreMenuList source="GS" storeId={storeId} />
    </BoardDialog>
  );
}
