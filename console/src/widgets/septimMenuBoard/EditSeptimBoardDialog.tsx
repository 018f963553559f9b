import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle2,
  Tab,
  TabList,
} from '@fluentui/react-components';
import {
  ItemDataContext,
  readSeptimMenuBoardBody,
  type ItemDataSource,
  type SeptimManualMeal,
} from '@marquee/sdk';
import { useState } from 'react';
import { NEW_TAB } from '../menuBoard/menuBoardTexts';
import { useBoardDialogStyles } from '../shared/boardDialogStyles';
import { sharedEditorItemData } from '../shared/editorItemData';
import type { PickFile } from '../types';
import { ApiDataPanel } from './ApiDataPanel';
import { ManualMealsPanel } from './ManualMealsPanel';
import { SEPTIM_TABS, septimSupportLink, type SeptimTab } from './septimTexts';

/** What Close writes into the item (widgets.md §2, §4). */
export interface SeptimBoardChoice {
  storeId: string;
  useManualData: boolean;
  meals: SeptimManualMeal[];
}

interface Props {
  /** The item's body as it is. */
  body: Record<string, unknown>;
  pickFile: PickFile;
  onClose: (choice: SeptimBoardChoice) => void;
  /** Where the store's menu is read; the console's own source unless a test gives one. */
  dataSource?: ItemDataSource;
}

/**
 * widgets.md §2 "Edit Menu Board" of the v1 board: tabs API Data (the Septim store's menu) and
 * Manual Data (meals kept in the item), an info panel and the support link. The tab chosen is
 * the item's useManualData; Close writes the store id, that choice and the manual meals.
 */
export function EditSeptimBoardDialog({ body, pickFile, onClose, dataSource }: Props) {
  const styles = useBoardDialogStyles();
  const read = readSeptimMenuBoardBody(body);
  const [choice, setChoice] = useState<SeptimBoardChoice>(() => ({
    storeId: read.storeId,
    useManualData: read.useManualData,
    meals: read.meals,
  }));
  const set = (patch: Partial<SeptimBoardChoice>) =>
    setChoice((before) => ({ ...before, ...patch }));
  const close = () => onClose(choice);
  const tab: SeptimTab = choice.useManualData ? 'manual' : 'api';
  return (
    <ItemDataContext.Provider value={dataSource ?? sharedEditorItemData()}>
      <Dialog open onOpenChange={(_e, d) => !d.open && close()} surfaceMotion={null}>
        <DialogSurface className={styles.surface} backdropMotion={null}>
          <DialogBody>
            <DialogTitle>Edit Menu Board</DialogTitle>
            <DialogContent className={styles.content}>
              <div className={styles.main}>
                <TabList
                  selectedValue={tab}
                  onTabSelect={(_e, d) => set({ useManualData: d.value === 'manual' })}
                >
                  {(Object.keys(SEPTIM_TABS) as SeptimTab[]).map((value) => (
                    <Tab key={value} value={value}>
                      {SEPTIM_TABS[value]}
                    </Tab>
                  ))}
                </TabList>
                <div role="tabpanel" aria-label={SEPTIM_TABS[tab]}>
                  {tab === 'api' ? (
                    <ApiDataPanel
                      storeId={choice.storeId}
                      languageCode={read.languageCode}
                      onStoreId={(storeId) => set({ storeId })}
                    />
                  ) : (
                    <ManualMealsPanel
                      meals={choice.meals}
                      pickFile={pickFile}
                      onChange={(meals) => set({ meals })}
                    />
                  )}
                </div>
              </div>
              <aside className={styles.info} aria-label="About menu board data">
                <Subtitle2>Where the menu comes from</Subtitle2>
                <Body1>
                  API Data: the screen shows today&apos;s menu of the Septim store with this ID, and
                  follows the store&apos;s changes (meals sold out or unavailable) within two
                  minutes.
                </Body1>
                <Body1>
                  Manual Data: the screen shows the meals you type here instead, whatever the store
                  offers.
                </Body1>
              </aside>
            </DialogContent>
            <DialogActions className={styles.actions} fluid>
              <Button as="a" href={septimSupportLink()} {...NEW_TAB} appearance="subtle">
                Need help? Contact support
              </Button>
              <Button appearance="primary" onClick={close}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </ItemDataContext.Provider>
  );
}
