import { Body1, Subtitle2 } from '@fluentui/react-components';
import {
  ItemDataContext,
  readSeptimMenuBoardBody,
  type ItemDataSource,
  type SeptimManualMeal,
} from '@marquee/sdk';
import { useState } from 'react';
import { sharedEditorItemData } from '../shared/editorItemData';
import { BoardDialog, SourceTabs } from '../shared/menuBoards/BoardDialog';
import type { BoardDialogProps } from '../shared/menuBoards/boardDialogEditor';
import { STORE_TABS } from '../shared/menuBoards/menuBoardTexts';
import { ApiDataPanel } from './ApiDataPanel';
import { ManualMealsPanel } from './ManualMealsPanel';
import { septimSupportLink } from './septimTexts';

/** What Close writes into the item. */
export interface SeptimBoardChoice {
  storeId: string;
  useManualData: boolean;
  meals: SeptimManualMeal[];
}

interface Props extends BoardDialogProps {
  /** Where the store's menu is read; the console's own source unless a test gives one. */
  dataSource?: ItemDataSource;
}

const ABOUT = (
  <>
    <Subtitle2>Where the menu comes from</Subtitle2>
    <Body1>
      API Data: the screen shows today&apos;s menu of the Septim store with this ID, and follows the
      store&apos;s changes (meals sold out or unavailable) within two minutes.
    </Body1>
    <Body1>
      Manual Data: the screen shows the meals you type here instead, whatever the store offers.
    </Body1>
  </>
);

/**
 * "Edit Menu Board" of the v1 board: tabs API Data (the Septim store's menu) and Manual Data
 * (meals kept in the item), an info panel and the support link. The tab chosen is the item's
 * useManualData; Close writes the store id, that choice and the manual meals.
 */
export function EditSeptimBoardDialog({ body, pickFile, onClose, dataSource }: Props) {
  const read = readSeptimMenuBoardBody(body);
  const [choice, setChoice] = useState<SeptimBoardChoice>(() => ({
    storeId: read.storeId,
    useManualData: read.useManualData,
    meals: read.meals,
  }));
  const set = (patch: Partial<SeptimBoardChoice>) =>
    setChoice((before) => ({ ...before, ...patch }));
  return (
    <ItemDataContext.Provider value={dataSource ?? sharedEditorItemData()}>
      <BoardDialog
        onClose={() => onClose({ ...choice })}
        about={{ label: 'About menu board data', content: ABOUT }}
        help={septimSupportLink()}
      >
        <SourceTabs
          tabs={STORE_TABS}
          selected={choice.useManualData ? 'manual' : 'api'}
          onSelect={(tab) => set({ useManualData: tab === 'manual' })}
        >
          {choice.useManualData ? (
            <ManualMealsPanel
              meals={choice.meals}
              pickFile={pickFile}
              onChange={(meals) => set({ meals })}
            />
          ) : (
            <ApiDataPanel
              storeId={choice.storeId}
              languageCode={read.languageCode}
              onStoreId={(storeId) => set({ storeId })}
            />
          )}
        </SourceTabs>
      </BoardDialog>
    </ItemDataContext.Provider>
  );
}
