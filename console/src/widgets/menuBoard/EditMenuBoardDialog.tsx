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
import type { MenuBoardSource } from '@marquee/sdk';
import { useState } from 'react';
import { BRAND } from '../../app/brand';
import { useBoardDialogStyles } from '../shared/boardDialogStyles';
import type { PickFile } from '../types';
import { DailyPanel } from './DailyPanel';
import { ManualPanel } from './ManualPanel';
import {
  MENU_BOARD_TAB_LABELS,
  choiceChange,
  choiceOf,
  convertedChoice,
  tabsOf,
  type MenuBoardChoice,
} from './menuBoardChoice';
import { MENU_BOARD_LINKS, NEW_TAB } from './menuBoardTexts';
import { StaticPanel } from './StaticPanel';

/** What each source means, for the info panel beside the tabs. */
const ABOUT: Record<MenuBoardSource, string> = {
  daily:
    'Daily: the screen shows the menu board of the day of the chosen location, and moves to the next one at midnight.',
  static: 'Static: the screen always shows the chosen menu board, whatever the day.',
  manual:
    'Manual (deprecated): the menu is kept in this item. Convert it to a static menu board to edit it with the other menu boards.',
};

interface Props {
  /** The item's body as it is. */
  body: Record<string, unknown>;
  pickFile: PickFile;
  /** Close: the body fields the dialog sets (source, location, board, categories...). */
  onClose: (body: Record<string, unknown>) => void;
}

/**
 * widgets.md §2 "Edit Menu Board": where the board's menu comes from. Daily and Static for a
 * new-style board; legacy and converted boards also keep their Manual menu. Closing writes
 * the choice into the item.
 */
export function EditMenuBoardDialog({ body, pickFile, onClose }: Props) {
  const styles = useBoardDialogStyles();
  const [choice, setChoice] = useState<MenuBoardChoice>(() => choiceOf(body));
  const set = (patch: Partial<MenuBoardChoice>) => setChoice((before) => ({ ...before, ...patch }));
  const close = () => onClose(choiceChange(choice));
  const tab = choice.menuBoardSource;
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && close()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Edit Menu Board</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.main}>
              <TabList
                selectedValue={tab}
                onTabSelect={(_e, d) => set({ menuBoardSource: d.value as MenuBoardSource })}
              >
                {tabsOf(choice).map((source) => (
                  <Tab key={source} value={source}>
                    {MENU_BOARD_TAB_LABELS[source]}
                  </Tab>
                ))}
              </TabList>
              <div role="tabpanel" aria-label={MENU_BOARD_TAB_LABELS[tab]}>
                {tab === 'daily' && (
                  <DailyPanel
                    locationId={choice.menuBoardLocationId}
                    onLocation={(menuBoardLocationId) => set({ menuBoardLocationId })}
                  />
                )}
                {tab === 'static' && (
                  <StaticPanel
                    menuBoardId={choice.menuBoardId}
                    onBoard={(menuBoardId) => set({ menuBoardId })}
                  />
                )}
                {tab === 'manual' && (
                  <ManualPanel
                    body={{ ...body, ...choice }}
                    isMigrated={choice.isMigratedFromV1}
                    pickFile={pickFile}
                    onChange={(change) =>
                      change.body?.categories &&
                      set({ categories: change.body.categories as MenuBoardChoice['categories'] })
                    }
                    onConverted={(id) => setChoice((before) => convertedChoice(before, id))}
                  />
                )}
              </div>
            </div>
            <aside className={styles.info} aria-label="About menu board sources">
              <Subtitle2>Where the menu comes from</Subtitle2>
              {tabsOf(choice).map((source) => (
                <Body1 key={source}>{ABOUT[source]}</Body1>
              ))}
            </aside>
          </DialogContent>
          <DialogActions className={styles.actions} fluid>
            <Button as="a" href={MENU_BOARD_LINKS.locations} {...NEW_TAB}>
              Manage Menu Boards
            </Button>
            <Button as="a" href={BRAND.documentationUrl} {...NEW_TAB} appearance="subtle">
              Need help? Contact support
            </Button>
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
