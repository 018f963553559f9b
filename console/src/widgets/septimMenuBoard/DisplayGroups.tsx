import { Body1, Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_LANGUAGES,
  SEPTIM_FONT_RATIO,
  readSeptimMenuBoardBody,
  type SeptimFontStyleField,
  type SeptimMenuBoardBody,
} from '@marquee/sdk';
import { CommitField } from '../menuBoard/CommitField';
import { FontStyleFields } from '../menuBoard/FontStyleFields';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/** The v1 body is flat: each setting is one field of the body. */
function useBoard({ body, onChange }: Props) {
  const board = readSeptimMenuBoardBody(body);
  const set = (patch: Partial<SeptimMenuBoardBody>) => onChange({ body: patch });
  return { board, set };
}

/** The title and subtitle, and what the board shows beside the meals. */
export const textsGroup: ToolbarGroup = {
  id: 'texts',
  label: 'Texts',
  render: (props) => <TextFields {...props} />,
};

function TextFields(props: Props) {
  const styles = useStyles();
  const { board, set } = useBoard(props);
  return (
    <div className={styles.root}>
      <Field label="Title">
        <CommitField label="Title" value={board.title} onCommit={(title) => set({ title })} />
      </Field>
      <Switch
        label="Show title"
        checked={board.showTitle}
        onChange={(_e, d) => set({ showTitle: d.checked })}
      />
      <Field label="Subtitle">
        <CommitField
          label="Subtitle"
          value={board.subtitle}
          onCommit={(subtitle) => set({ subtitle })}
        />
      </Field>
      <Switch
        label="Show subtitle"
        checked={board.showSubtitle}
        onChange={(_e, d) => set({ showSubtitle: d.checked })}
      />
      <Switch
        label="Show allergens"
        checked={board.showAllergens}
        onChange={(_e, d) => set({ showAllergens: d.checked })}
      />
      <Switch
        label="Show meal images"
        checked={board.showMealImage}
        onChange={(_e, d) => set({ showMealImage: d.checked })}
      />
    </div>
  );
}

/** widgets.md §9: the v1 board's languages, for the store's translated meal names. */
export const languageGroup: ToolbarGroup = {
  id: 'language',
  label: 'Language',
  render: (props) => <LanguageField {...props} />,
};

function LanguageField(props: Props) {
  const { board, set } = useBoard(props);
  return (
    <Field label="Language">
      <Select
        value={board.languageCode}
        onChange={(_e, d) => set({ languageCode: d.value as SeptimMenuBoardBody['languageCode'] })}
      >
        {MENU_BOARD_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** One of the store's menus by id instead of the day's first (widgets.md §2). */
export const forcedMenuGroup: ToolbarGroup = {
  id: 'forced-menu',
  label: 'Forced menu',
  render: (props) => <ForcedMenuField {...props} />,
};

function ForcedMenuField(props: Props) {
  const styles = useStyles();
  const { board, set } = useBoard(props);
  return (
    <div className={styles.root}>
      <Field label="Force menu by id">
        <CommitField
          label="Force menu by id"
          value={board.forcedMenuId}
          onCommit={(id) => set({ forcedMenuId: id.trim() })}
        />
      </Field>
      <Body1>
        Empty: the store&apos;s first menu of the day. Menu ids are listed in Edit Menu Board.
      </Body1>
    </div>
  );
}

/** widgets.md §5's sliders: maximum columns, photo size, font ratio. */
export const sizesGroup: ToolbarGroup = {
  id: 'sizes',
  label: 'Sizes',
  render: (props) => <SizeFields {...props} />,
};

function SizeFields(props: Props) {
  const styles = useStyles();
  const { board, set } = useBoard(props);
  return (
    <div className={styles.root}>
      <RangeField
        label="Maximum columns"
        testId="septim-board-columns"
        value={board.numberOfColumns}
        range={MENU_BOARD_COLUMNS}
        onChange={(numberOfColumns) => set({ numberOfColumns })}
      />
      <RangeField
        label="Photo size"
        testId="septim-board-photo-size"
        value={board.mealImageSizeFactor}
        range={MEAL_IMAGE_SIZE_FACTOR}
        onChange={(mealImageSizeFactor) => set({ mealImageSizeFactor })}
      />
      <RangeField
        label="Font ratio"
        testId="septim-board-font-ratio"
        value={board.fontSizeRatio}
        range={SEPTIM_FONT_RATIO}
        onChange={(fontSizeRatio) => set({ fontSizeRatio })}
      />
    </div>
  );
}

/** The board's background colour. */
export const coloursGroup: ToolbarGroup = {
  id: 'colours',
  label: 'Colours',
  render: (props) => <ColourFields {...props} />,
};

function ColourFields(props: Props) {
  const { board, set } = useBoard(props);
  return (
    <ColourField
      label="Background colour"
      testId="septim-board-background"
      value={board.backgroundColor}
      onChange={(backgroundColor) => set({ backgroundColor })}
    />
  );
}

/** The board's texts, in SEPTIM_FONT_STYLE_FIELDS order (the font style list's). */
const STYLE_NAMES: Record<SeptimFontStyleField, string> = {
  titleFontStyle: 'Title',
  subtitleFontStyle: 'Subtitle',
  categoryTitleFontStyle: 'Category title',
  mealTitleFontStyle: 'Meal title',
  mealDescriptionFontStyle: 'Meal description',
  allergensFontStyle: 'Allergens',
  mealExtraTitleFontStyle: 'Meal extra title',
};

/** The font style of each of the board's texts. */
export const fontsGroup: ToolbarGroup = {
  id: 'fonts',
  label: 'Font styles',
  render: (props) => <FontFields {...props} />,
};

function FontFields(props: Props) {
  const { board, set } = useBoard(props);
  return (
    <FontStyleFields
      names={STYLE_NAMES}
      styleOf={(field) => board[field]}
      onStyle={(field, style) => set({ [field]: style })}
      testIdPrefix="septim-board"
    />
  );
}
