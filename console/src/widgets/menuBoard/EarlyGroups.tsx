import { Field, Input, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  MENU_BOARD_EARLY_LANGUAGES,
  MENU_BOARD_PADDING,
  earlyBackgroundOf,
  mealTitleRows,
  offsetOrLimit,
  readEarlyMenuBoardBody,
  type EarlyFontStyleField,
  type EarlyMenuBoardBody,
} from '@marquee/sdk';
import { useState } from 'react';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroupProps } from '../types';
import { BoardSizeFields } from './BoardSizeFields';
import { CommitField } from './CommitField';
import { FontStyleFields } from './FontStyleFields';
import { MENU_BOARD_STYLE_NAMES } from './menuBoardTexts';

/**
 * The toolbar of the earlier (daily/static) variant of the menu board (widgets.md §3, §5): its
 * settings sit at the top level of the body, so each change sets body fields directly.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;
type Settings = Partial<EarlyMenuBoardBody>;

const setter = (onChange: Props['onChange']) => (patch: Settings) => onChange({ body: patch });

type ShownSetting =
  'showTitle' | 'showSubtitle' | 'showPrices' | 'showSoups' | 'showAllergens' | 'showMealImage';

const SWITCHES: [ShownSetting, string][] = [
  ['showTitle', 'Show title'],
  ['showSubtitle', 'Show subtitle'],
  ['showPrices', 'Show prices'],
  ['showSoups', 'Show soups'],
  ['showAllergens', 'Show allergens'],
  ['showMealImage', 'Show meal images'],
];

/** The language, the texts, what the board shows, and which meals (offset and limit). */
export function EarlyLayoutFields({ body, onChange }: Props) {
  const styles = useStyles();
  const board = readEarlyMenuBoardBody(body);
  const set = setter(onChange);
  return (
    <div className={styles.root}>
      <Field label="Language">
        <Select
          value={board.languageCode}
          onChange={(_e, d) => set({ languageCode: d.value as EarlyMenuBoardBody['languageCode'] })}
        >
          {MENU_BOARD_EARLY_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Title">
        <CommitField label="Title" value={board.title} onCommit={(title) => set({ title })} />
      </Field>
      <Field label="Subtitle">
        <CommitField
          label="Subtitle"
          value={board.subtitle}
          onCommit={(subtitle) => set({ subtitle })}
        />
      </Field>
      {SWITCHES.map(([field, label]) => (
        <Switch
          key={field}
          label={label}
          checked={board[field]}
          onChange={(_e, d) => set({ [field]: d.checked })}
        />
      ))}
      <div className={styles.row}>
        <WholeNumberField
          label="Offset"
          value={board.offset}
          read={offsetOrLimit}
          onCommit={(offset) => set({ offset })}
        />
        <WholeNumberField
          label="Limit"
          value={board.limit}
          read={offsetOrLimit}
          onCommit={(limit) => set({ limit })}
        />
      </div>
    </div>
  );
}

/**
 * A number typed and applied when left (or on Enter), read by the field's §5 rule: offset and
 * limit from 0 with 0 or empty unset (undefined removes the field), title rows 1-5.
 */
function WholeNumberField({
  label,
  value,
  min = 0,
  max,
  read,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  read: (typed: string) => number | undefined;
  onCommit: (value: number | undefined) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field label={label}>
      <Input
        type="number"
        aria-label={label}
        min={min}
        max={max}
        step={1}
        value={draft ?? (value === undefined ? '' : String(value))}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={() => {
          if (draft === null) return;
          const next = read(draft);
          setDraft(null);
          if (next !== value) onCommit(next);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}

/** widgets.md §5's numbers: title rows, paddings, photo size, columns, font ratio; the background. */
export function EarlySizeFields({ body, onChange }: Props) {
  const styles = useStyles();
  const board = readEarlyMenuBoardBody(body);
  const set = setter(onChange);
  return (
    <div className={styles.root}>
      <WholeNumberField
        label="Meal title rows"
        value={board.mealTitleRowsCount}
        min={1}
        max={5}
        // Anything but a whole number from 1 to 5 is 1 (§5); empty keeps the rows as they are.
        read={(typed) =>
          typed.trim() === '' ? board.mealTitleRowsCount : mealTitleRows(Number(typed))
        }
        onCommit={(rows) => rows !== undefined && set({ mealTitleRowsCount: rows })}
      />
      <RangeField
        label="Meal padding"
        testId="menu-board-meal-padding"
        value={board.mealPadding}
        range={MENU_BOARD_PADDING}
        onChange={(mealPadding) => set({ mealPadding })}
      />
      <RangeField
        label="Outer padding"
        testId="menu-board-outer-padding"
        value={board.outerPadding}
        range={MENU_BOARD_PADDING}
        onChange={(outerPadding) => set({ outerPadding })}
      />
      <BoardSizeFields
        sizes={board}
        background={earlyBackgroundOf(board)}
        onSizes={set}
        onBackground={(backgroundColorLens) => set({ backgroundColorLens })}
      />
    </div>
  );
}

/** The v2 board's texts, then the soups block's (EARLY_FONT_STYLE_FIELDS order). */
const STYLE_NAMES: Record<EarlyFontStyleField, string> = {
  ...MENU_BOARD_STYLE_NAMES,
  soupsTitleFontStyle: 'Soups title',
  soupsTextFontStyle: 'Soups text',
  soupsAllergensFontStyle: 'Soups allergens',
  soupsPriceFontStyle: 'Soups price',
};

/** The font style of each of the earlier board's texts, the soups block's included. */
export function EarlyFontFields({ body, onChange }: Props) {
  const board = readEarlyMenuBoardBody(body);
  return (
    <FontStyleFields
      names={STYLE_NAMES}
      styleOf={(field) => board[field]}
      onStyle={(field, style) => onChange({ body: { [field]: style } })}
    />
  );
}
