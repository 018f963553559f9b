import { useQuery } from '@apollo/client/react';
import { Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  GS_MENU_BOARD_DEFAULT_BACKGROUND,
  GS_MENU_BOARD_FONT_STYLE_FIELDS,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_LANGUAGES,
  clampFontRatio,
  readGsMenuBoardBody,
  type GsMenuBoardFontStyleField,
} from '@marquee/sdk';
import { StoreBoardEditorMenuDocument } from '../../graphql/generated';
import { CommitField } from '../menuBoard/CommitField';
import { FontStyleFields } from '../menuBoard/FontStyleFields';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

const FIRST_BOARD = '';

/**
 * widgets.md §2 "force menu by id": one of today's boards of the store by its title, or any id
 * typed (a board served on other days); empty shows the first board of the day.
 */
export const forceMenuGroup: ToolbarGroup = {
  id: 'force-menu',
  label: 'Force menu by id',
  render: (props) => <ForceMenuFields {...props} />,
};

function ForceMenuFields({ body, onChange }: Props) {
  const styles = useStyles();
  const board = readGsMenuBoardBody(body);
  const storeId = board.storeId.trim();
  const { data } = useQuery(StoreBoardEditorMenuDocument, {
    variables: { source: 'GS', storeId },
    skip: storeId === '',
  });
  const boards = data?.currentStoreMenu.boards ?? [];
  const forced = board.forcedMenuId?.trim() ?? '';
  const set = (id: string) => onChange({ body: { forcedMenuId: id.trim() || undefined } });
  return (
    <div className={styles.root}>
      <Field label="Today’s menu">
        <Select value={forced} onChange={(_e, d) => set(d.value)}>
          <option value={FIRST_BOARD}>First menu of the day</option>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title ? `${b.title} (${b.id})` : b.id}
            </option>
          ))}
          {forced && !boards.some((b) => b.id === forced) && (
            <option value={forced}>{forced}</option>
          )}
        </Select>
      </Field>
      <Field label="Menu id">
        <CommitField label="Menu id" value={forced} onCommit={set} />
      </Field>
    </div>
  );
}

/** widgets.md §9: the language of the meal names (the store's translations). */
export const languageGroup: ToolbarGroup = {
  id: 'language',
  label: 'Language',
  render: ({ body, onChange }) => (
    <Field label="Language">
      <Select
        value={readGsMenuBoardBody(body).languageCode}
        onChange={(_e, d) => onChange({ body: { languageCode: d.value } })}
      >
        {MENU_BOARD_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
    </Field>
  ),
};

/** The title (empty: the store board's own) and what the board shows. */
export const textsGroup: ToolbarGroup = {
  id: 'texts',
  label: 'Texts',
  render: (props) => <TextFields {...props} />,
};

function TextFields({ body, onChange }: Props) {
  const styles = useStyles();
  const board = readGsMenuBoardBody(body);
  return (
    <div className={styles.root}>
      <Field label="Title">
        <CommitField
          label="Title"
          placeholder="The menu’s own title"
          value={board.title}
          onCommit={(title) => onChange({ body: { title } })}
        />
      </Field>
      <Switch
        label="Show title"
        checked={board.showTitle}
        onChange={(_e, d) => onChange({ body: { showTitle: d.checked } })}
      />
      <Switch
        label="Show allergens"
        checked={board.showAllergens}
        onChange={(_e, d) => onChange({ body: { showAllergens: d.checked } })}
      />
    </div>
  );
}

/** The board's texts, in GS_MENU_BOARD_FONT_STYLE_FIELDS order (the font style list's). */
const STYLE_NAMES: Record<GsMenuBoardFontStyleField, string> = {
  titleFontStyle: 'Title',
  subtitleFontStyle: 'Serving hours',
  mealTitleFontStyle: 'Meal title',
  mealDescriptionFontStyle: 'Meal description',
  allergensFontStyle: 'Allergens',
};

/** The font ratio and the font style of each of the board's texts. */
export const fontsGroup: ToolbarGroup = {
  id: 'fonts',
  label: 'Fonts',
  render: (props) => <FontFields {...props} />,
};

function FontFields({ body, onChange }: Props) {
  const board = readGsMenuBoardBody(body);
  return (
    <FontStyleFields
      names={STYLE_NAMES}
      styleOf={(field) => board[field]}
      onStyle={(field, style) => onChange({ body: { [field]: style } })}
      testIdPrefix="gs-menu-board"
      // The texts' colours are in the Colours group, beside the background.
      colour={false}
    >
      <RangeField
        label="Font ratio"
        testId="gs-menu-board-font-ratio"
        value={clampFontRatio(board.fontSizeRatio)}
        range={MENU_BOARD_FONT_RATIO}
        onChange={(fontSizeRatio) => onChange({ body: { fontSizeRatio } })}
      />
    </FontStyleFields>
  );
}

/** The background and the colour of each text. */
export const coloursGroup: ToolbarGroup = {
  id: 'colours',
  label: 'Colours',
  render: (props) => <ColourFields {...props} />,
};

function ColourFields({ body, onChange }: Props) {
  const styles = useStyles();
  const board = readGsMenuBoardBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Background colour"
        testId="gs-menu-board-background"
        value={board.backgroundColor ?? GS_MENU_BOARD_DEFAULT_BACKGROUND}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
      {GS_MENU_BOARD_FONT_STYLE_FIELDS.map((field) => (
        <ColourField
          key={field}
          label={`${STYLE_NAMES[field]} colour`}
          testId={`gs-menu-board-${field}-colour`}
          value={board[field].color}
          onChange={(color) => onChange({ body: { [field]: { ...board[field], color } } })}
        />
      ))}
    </div>
  );
}
