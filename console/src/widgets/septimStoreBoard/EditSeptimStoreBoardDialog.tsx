import { Body1, Field, Subtitle2, Tab, TabList } from '@fluentui/react-components';
import { readSeptimStoreBoardBody, type SeptimStoreMeal } from '@marquee/sdk';
import { useState } from 'react';
import { StoreBoardDialogFrame } from '../gsMenuBoard/EditGsMenuBoardDialog';
import { StoreMenuList } from '../gsMenuBoard/StoreMenuList';
import { CommitField } from '../menuBoard/CommitField';
import { ManualMeals } from './ManualMeals';

const TABS = { api: 'API Data', manual: 'Manual Data' } as const;

interface Props {
  body: Record<string, unknown>;
  /** Close: the store id, the data switch and the manual meals. */
  onClose: (body: Record<string, unknown>) => void;
}

/**
 * widgets.md §2: the store-system variants' dialog with the API Data and Manual Data tabs. API
 * Data is the Septim store and today's menu read from it; Manual Data the meals typed here. The
 * tab chosen is the item's useManualData (§4: API false, Manual true).
 */
export function EditSeptimStoreBoardDialog({ body, onClose }: Props) {
  const [draft, setDraft] = useState(() => {
    const { storeId, useManualData, meals } = readSeptimStoreBoardBody(body);
    return { storeId, useManualData, meals };
  });
  const set = (patch: Partial<typeof draft>) => setDraft((before) => ({ ...before, ...patch }));
  const close = () => onClose({ ...draft, storeId: draft.storeId.trim() });
  return (
    <StoreBoardDialogFrame
      onClose={close}
      info={
        <>
          <Subtitle2>Store menu board</Subtitle2>
          <Body1>
            API Data: the screen shows today’s menu of the Septim store, sold-out meals hidden.
          </Body1>
          <Body1>Manual Data: the screen shows the meals typed here instead.</Body1>
        </>
      }
    >
      <TabList
        selectedValue={draft.useManualData ? 'manual' : 'api'}
        onTabSelect={(_e, d) => set({ useManualData: d.value === 'manual' })}
      >
        <Tab value="api">{TABS.api}</Tab>
        <Tab value="manual">{TABS.manual}</Tab>
      </TabList>
      {draft.useManualData ? (
        <div role="tabpanel" aria-label={TABS.manual}>
          <ManualMeals
            meals={draft.meals}
            onChange={(meals: SeptimStoreMeal[]) => set({ meals })}
          />
        </div>
      ) : (
        <div role="tabpanel" aria-label={TABS.api}>
          <Field label="Store ID">
            <CommitField
              label="Store ID"
              value={draft.storeId}
              onCommit={(storeId) => set({ storeId })}
            />
          </Field>
          <StoreMenuList source="SEPTIM" storeId={draft.storeId} />
        </div>
      )}
    </StoreBoardDialogFrame>
  );
}
