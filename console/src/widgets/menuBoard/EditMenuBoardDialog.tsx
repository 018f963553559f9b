import { Body1, Button, Subtitle2 } from '@fluentui/react-components';
import type { MenuBoardSource } from '@marquee/sdk';
import { useState } from 'react';
import { BoardDialog, SourceTabs } from '../shared/menuBoards/BoardDialog';
import type { BoardDialogProps } from '../shared/menuBoards/boardDialogEditor';
import { MENU_ROUTES, NEW_TAB } from '../shared/menuBoards/menuBoardTexts';
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
import { StaticPanel } from './StaticPanel';

/** What each source means, for the info panel beside the tabs. */
const ABOUT: Record<MenuBoardSource, string> = {
  daily:
    'Daily: the screen shows the menu board of the day of the chosen location, and moves to the next one at midnight.',
  static: 'Static: the screen always shows the chosen menu board, whatever the day.',
  manual:
    'Manual (deprecated): the menu is kept in this item. Convert it to a static menu board to edit it with the other menu boards.',
};

/**
 * "Edit Menu Board": where the board's menu comes from. Daily and Static for a new-style board;
 * legacy and converted boards also keep their Manual menu. Close writes the choice into the item
 * (source, location, board, categories...).
 */
export function EditMenuBoardDialog({ body, pickFile, onClose }: BoardDialogProps) {
  const [choice, setChoice] = useState<MenuBoardChoice>(() => choiceOf(body));
  const set = (patch: Partial<MenuBoardChoice>) => setChoice((before) => ({ ...before, ...patch }));
  const tabs = tabsOf(choice);
  return (
    <BoardDialog
      onClose={() => onClose(choiceChange(choice))}
      about={{
        label: 'About menu board sources',
        content: (
          <>
            <Subtitle2>Where the menu comes from</Subtitle2>
            {tabs.map((source) => (
              <Body1 key={source}>{ABOUT[source]}</Body1>
            ))}
          </>
        ),
      }}
      links={
        <Button as="a" href={MENU_ROUTES.locations} {...NEW_TAB}>
          Manage Menu Boards
        </Button>
      }
    >
      <SourceTabs
        tabs={tabs.map((source) => [source, MENU_BOARD_TAB_LABELS[source]] as const)}
        selected={choice.menuBoardSource}
        onSelect={(menuBoardSource) => set({ menuBoardSource })}
      >
        {choice.menuBoardSource === 'daily' && (
          <DailyPanel
            locationId={choice.menuBoardLocationId}
            onLocation={(menuBoardLocationId) => set({ menuBoardLocationId })}
          />
        )}
        {choice.menuBoardSource === 'static' && (
          <StaticPanel
            menuBoardId={choice.menuBoardId}
            onBoard={(menuBoardId) => set({ menuBoardId })}
          />
        )}
        {choice.menuBoardSource === 'manual' && (
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
      </SourceTabs>
    </BoardDialog>
  );
}
