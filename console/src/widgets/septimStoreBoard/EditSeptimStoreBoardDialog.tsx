import { Body1, Field, Subtitle2 } from '@fluentui/react-components';
import { readSeptimStoreBoardBody, type SeptimStoreMeal } from '@marquee/sdk';
import { useState } from 'react';
import { BoardDialog, SourceTabs } from '../shared/menuBoards/BoardDialog';
import type { BoardDialogProps } from '../shared/menuBoards/boardDialogEditor';
import { CommitField } from '../shared/menuBoards/CommitField';
import { STORE_TABS } from '../shared/menuBoards/menuBoardTexts';
import { StoreMenuList } from '../shared/menuBoards/StoreMenuList';
import { ManualMeals } from './ManualMeals';

const ABOUT = (
  <>
    <Subtitle2>Store menu board</Subtitle2>
    <Body1>
      API Data: the screen shows today’s menu of the Septim store, sold-out meals hidden.
    </Body1>
    <Body1>Manual Data: the screen shows the meals typed here instead.</Body1>
  </>
);

/**
 * The second store board's dialog with the API Data and Manual Data tabs. API Data is the
 * Septim store and today's menu read from it; Manual Data the meals typed here. The tab chosen
 * is the item's useManualData (API false, Manual true). Close writes the store id, the data
 * switch and the manual meals.
 */
export function EditSeptimStoreBoardDialog({ body, onClose }: BoardDialogProps) {
  const [draft, setDraft] = useState(() => {
    const { storeId, useManualData, meals } = readSeptimStoreBoardBody(body);
    return { storeId, useManualData, meals };
  });
  const set = (patch: Partial<typeof draft>) => setDraft((before) => ({ ...before, ...patch }));
  return (
    <BoardDialog
      onClose={() => onClose({ ...draft, storeId: draft.storeId.trim() })}
      about={{ label: 'About this menu board', content: ABOUT }}
    >
      <SourceTabs
        tabs={STORE_TABS}
        selected={draft.useManualData ? 'manual' : 'api'}
        onSelect={(tab) => set({ useManualData: tab === 'manual' })}
      >
        {draft.useManualData ? (
          <ManualMeals
            meals={draft.meals}
            onChange={(meals: SeptimStoreMeal[]) => set({ meals })}
          />
        ) : (
          <>
            <Field label="Store ID">
              <CommitField
                label="Store ID"
                value={draft.storeId}
                onCommit={(storeId) => set({ storeId })}
              />
            </Field>
            <StoreMenuList source="SEPTIM" storeId={draft.storeId} />
          </>
        )}
      </SourceTabs>
    </BoardDialog>
  );
}
