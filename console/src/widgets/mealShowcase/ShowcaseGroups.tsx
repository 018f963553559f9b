import { Button, Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import {
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_LANGUAGES,
  clampFontRatio,
  readMealShowcaseBody,
  type MealShowcaseBody,
} from '@marquee/sdk';
import { useState } from 'react';
import { CommitField } from '../menuBoard/CommitField';
import { FontStyleFields } from '../menuBoard/FontStyleFields';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { ShowcaseMenuDialog } from './ShowcaseMenuDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;
/** The showcase's settings are top-level body fields: a change sets them directly. */
const setter = (onChange: Props['onChange']) => (patch: Partial<MealShowcaseBody>) =>
  onChange({ body: patch });

/** The showcase's meals, edited in a dialog with the manual menu editor. */
export const showcaseMenuGroup: ToolbarGroup = {
  id: 'menu',
  label: 'Menu',
  render: (props) => <EditMenuButton {...props} />,
};

function EditMenuButton({ body, onChange, pickFile }: ToolbarGroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        Edit menu
      </Button>
      {open && (
        <ShowcaseMenuDialog
          categories={readMealShowcaseBody(body).categories}
          pickFile={pickFile}
          onClose={(categories) => {
            setOpen(false);
            onChange({ body: { categories } });
          }}
        />
      )}
    </>
  );
}

const SWITCHES: [
  keyof Pick<MealShowcaseBody, 'showTitle' | 'showAllergens' | 'showMealImage'>,
  string,
][] = [
  ['showTitle', 'Show title'],
  ['showAllergens', 'Show allergens'],
  ['showMealImage', 'Show meal images'],
];

/** The title, the language and what the cards show. */
export const showcaseTextsGroup: ToolbarGroup = {
  id: 'texts',
  label: 'Texts',
  render: (props) => <TextFields {...props} />,
};

function TextFields({ body, onChange }: Props) {
  const styles = useStyles();
  const showcase = readMealShowcaseBody(body);
  const set = setter(onChange);
  return (
    <div className={styles.root}>
      <Field label="Title">
        <CommitField label="Title" value={showcase.title} onCommit={(title) => set({ title })} />
      </Field>
      <Field label="Language">
        <Select
          value={showcase.languageCode}
          onChange={(_e, d) => set({ languageCode: d.value as MealShowcaseBody['languageCode'] })}
        >
          {MENU_BOARD_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
      {SWITCHES.map(([field, label]) => (
        <Switch
          key={field}
          label={label}
          checked={showcase[field]}
          onChange={(_e, d) => set({ [field]: d.checked })}
        />
      ))}
    </div>
  );
}

/** The font ratio and the background. */
export const showcaseSizesGroup: ToolbarGroup = {
  id: 'sizes',
  label: 'Sizes and colours',
  render: (props) => <SizeFields {...props} />,
};

function SizeFields({ body, onChange }: Props) {
  const styles = useStyles();
  const showcase = readMealShowcaseBody(body);
  const set = setter(onChange);
  return (
    <div className={styles.root}>
      <RangeField
        label="Font ratio"
        testId="meal-showcase-font-ratio"
        value={clampFontRatio(showcase.fontSizeRatio)}
        range={MENU_BOARD_FONT_RATIO}
        onChange={(fontSizeRatio) => set({ fontSizeRatio })}
      />
      <ColourField
        label="Background colour"
        testId="meal-showcase-background"
        value={showcase.backgroundColor ?? '#101010'}
        onChange={(backgroundColor) => set({ backgroundColor })}
      />
    </div>
  );
}

const STYLE_NAMES = {
  titleFontStyle: 'Title',
  categoryTitleFontStyle: 'Category title',
  mealTitleFontStyle: 'Meal title',
  mealDescriptionFontStyle: 'Meal description',
  allergensFontStyle: 'Allergens',
  mealExtraTitleFontStyle: 'Meal extra',
} as const;

/** The font style of each of the showcase's texts. */
export const showcaseFontsGroup: ToolbarGroup = {
  id: 'fonts',
  label: 'Font styles',
  render: (props) => <FontFields {...props} />,
};

function FontFields({ body, onChange }: Props) {
  const showcase = readMealShowcaseBody(body);
  return (
    <FontStyleFields
      names={STYLE_NAMES}
      styleOf={(field) => showcase[field]}
      onStyle={(field, style) => onChange({ body: { [field]: style } })}
    />
  );
}
