import { useQuery } from '@apollo/client/react';
import { Field, Select } from '@fluentui/react-components';
import {
  GS_MENU_BOARD_FONT_STYLE_FIELDS,
  gsMenuBoardVariant,
  readGsMenuBoardBody,
  type GsMenuBoardBody,
} from '@marquee/sdk';
import { StoreBoardEditorMenuDocument } from '../../graphql/generated';
import { ColourField } from '../shared/ColourField';
import { flatSettings } from '../shared/menuBoards/boardSettings';
import { SHOWN_NAMES, textNames, variantFields } from '../shared/menuBoards/boardFields';
import { settingFields, type SettingField } from '../shared/menuBoards/settingFields';
import { settingsGroup } from '../shared/menuBoards/settingsGroup';

const settings = flatSettings<GsMenuBoardBody>(readGsMenuBoardBody);
const field = settingFields<GsMenuBoardBody>();
const board = variantFields(gsMenuBoardVariant, 'gs-menu-board');
const RENAMED = { subtitleFontStyle: 'Serving hours' };
const STYLE_NAMES = textNames(GS_MENU_BOARD_FONT_STYLE_FIELDS, RENAMED);

/** The first board of the day is shown when none is forced. */
const FIRST_BOARD = '';

/** Today's boards of the store by their titles, and any id typed (a board served on other days). */
function ForcedMenuFields({ board, set }: { board: GsMenuBoardBody; set: (id: string) => void }) {
  const storeId = board.storeId.trim();
  const { data } = useQuery(StoreBoardEditorMenuDocument, {
    variables: { source: 'GS', storeId },
    skip: storeId === '',
  });
  const boards = data?.currentStoreMenu.boards ?? [];
  const forced = board.forcedMenuId?.trim() ?? '';
  return (
    <Field label="Today’s menu">
      <Select value={forced} onChange={(_e, d) => set(d.value)}>
        <option value={FIRST_BOARD}>First menu of the day</option>
        {boards.map((b) => (
          <option key={b.id} value={b.id}>
            {b.title ? `${b.title} (${b.id})` : b.id}
          </option>
        ))}
        {forced && !boards.some((b) => b.id === forced) && <option value={forced}>{forced}</option>}
      </Select>
    </Field>
  );
}

const forcedMenuId = (id: string) => id.trim() || undefined;

/** One of today's boards of the store, or any id typed; empty shows the first board of the day. */
export const forceMenuGroup = settingsGroup('force-menu', 'Force menu by id', settings, [
  (board, set) => (
    <ForcedMenuFields board={board} set={(id) => set({ forcedMenuId: forcedMenuId(id) })} />
  ),
  field.text('forcedMenuId', 'Menu id', { parse: forcedMenuId }),
]);

/** The language of the meal names (the store's translations). */
export const languageGroup = settingsGroup('language', 'Language', settings, [board.language]);

/** The title (empty: the store board's own) and what the board shows. */
export const textsGroup = settingsGroup('texts', 'Texts', settings, [
  field.text('title', 'Title', { placeholder: 'The menu’s own title' }),
  field.switches(SHOWN_NAMES, 'showTitle', 'showAllergens'),
]);

/** The font ratio and the font style of each of the board's texts. */
export const fontsGroup = settingsGroup('fonts', 'Fonts', settings, [
  board.fontRatio,
  // The texts' colours are in the Colours group, beside the background.
  board.fontStyles(RENAMED, { colour: false }),
]);

const textColours: SettingField<GsMenuBoardBody> = (body, set) =>
  GS_MENU_BOARD_FONT_STYLE_FIELDS.map((style) => (
    <ColourField
      key={style}
      label={`${STYLE_NAMES[style]} colour`}
      testId={`gs-menu-board-${style}-colour`}
      value={body[style].color}
      onChange={(color) => set({ [style]: { ...body[style], color } })}
    />
  ));

/** The background and the colour of each text. */
export const coloursGroup = settingsGroup('colours', 'Colours', settings, [
  board.background,
  textColours,
]);
