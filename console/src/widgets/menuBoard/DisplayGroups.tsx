import { Body1, Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  MENU_BOARD_LANGUAGES,
  isEarlyMenuBoardBody,
  menuBoardBackgroundOf,
  menuBoardConfigOf,
  readMenuBoardBody,
  type MenuBoardLayout,
  type MenuBoardLayoutConfig,
} from '@marquee/sdk';
import { CommitField } from './CommitField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { BoardSizeFields } from './BoardSizeFields';
import { EarlyFontFields, EarlyLayoutFields, EarlySizeFields } from './EarlyGroups';
import { FontStyleFields } from './FontStyleFields';
import { MENU_BOARD_STYLE_NAMES } from './menuBoardTexts';
import { layoutConfigChange } from './menuDraft';
import { MenuEditor } from './MenuEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/** The manual board's menu; a daily or static board's menu comes from the server. */
export const menuGroup: ToolbarGroup = {
  id: 'menu',
  label: 'Menu',
  render: (props) =>
    readMenuBoardBody(props.body).menuBoardSource === 'manual' ? (
      <MenuEditor body={props.body} onChange={props.onChange} pickFile={props.pickFile} />
    ) : (
      <Body1>The menu comes from the menu board chosen in Edit Menu Board.</Body1>
    ),
};

const LAYOUT_NAMES: Record<MenuBoardLayout, string> = { classic: 'Classic', gallery: 'Gallery' };

type ShownSetting =
  | 'showTitle'
  | 'showSubtitle'
  | 'showCategories'
  | 'showAllergens'
  | 'showMealImage'
  | 'allowCategoryBalancing';

const SWITCHES: [ShownSetting, string][] = [
  ['showTitle', 'Show title'],
  ['showSubtitle', 'Show subtitle'],
  ['showCategories', 'Show categories'],
  ['showAllergens', 'Show allergens'],
  ['showMealImage', 'Show meal images'],
  ['allowCategoryBalancing', 'Allow category balancing'],
];

/** The layout, the language, the title and subtitle, and what the board shows. */
export const layoutGroup: ToolbarGroup = {
  id: 'layout',
  label: 'Layout',
  // The earlier variant's settings are other fields at the body's top level (EarlyGroups.tsx).
  render: (props) =>
    isEarlyMenuBoardBody(props.body) ? (
      <EarlyLayoutFields {...props} />
    ) : (
      <LayoutFields {...props} />
    ),
};

function LayoutFields({ body, onChange }: Props) {
  const styles = useStyles();
  const board = readMenuBoardBody(body);
  const config = menuBoardConfigOf(board);
  const set = (patch: Partial<MenuBoardLayoutConfig>) => onChange(layoutConfigChange(body, patch));
  return (
    <div className={styles.root}>
      <Field label="Layout">
        <Select value={board.layout} onChange={(_e, d) => onChange({ body: { layout: d.value } })}>
          {Object.entries(LAYOUT_NAMES).map(([layout, name]) => (
            <option key={layout} value={layout}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Language">
        <Select
          value={board.languageCode}
          onChange={(_e, d) => onChange({ body: { languageCode: d.value } })}
        >
          {MENU_BOARD_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
      <TextSetting label="Title" value={config.title} onCommit={(title) => set({ title })} />
      <TextSetting
        label="Subtitle"
        value={config.subtitle}
        onCommit={(subtitle) => set({ subtitle })}
      />
      {SWITCHES.map(([field, label]) => (
        <Switch
          key={field}
          label={label}
          checked={config[field]}
          onChange={(_e, d) => set({ [field]: d.checked })}
        />
      ))}
    </div>
  );
}

function TextSetting({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <CommitField label={label} value={value} onCommit={onCommit} />
    </Field>
  );
}

/** widgets.md §5's sliders: photo size, maximum columns, font ratio; and the background. */
export const sizesGroup: ToolbarGroup = {
  id: 'sizes',
  label: 'Sizes',
  render: (props) =>
    isEarlyMenuBoardBody(props.body) ? <EarlySizeFields {...props} /> : <SizeFields {...props} />,
};

function SizeFields({ body, onChange }: Props) {
  const styles = useStyles();
  const config = menuBoardConfigOf(readMenuBoardBody(body));
  const set = (patch: Partial<MenuBoardLayoutConfig>) => onChange(layoutConfigChange(body, patch));
  return (
    <div className={styles.root}>
      <BoardSizeFields
        sizes={config}
        background={menuBoardBackgroundOf(config)}
        onSizes={set}
        onBackground={(backgroundColor) => set({ backgroundColor })}
      />
    </div>
  );
}

/** The font style of each of the board's texts. */
export const fontsGroup: ToolbarGroup = {
  id: 'fonts',
  label: 'Font styles',
  render: (props) =>
    isEarlyMenuBoardBody(props.body) ? <EarlyFontFields {...props} /> : <FontFields {...props} />,
};

function FontFields({ body, onChange }: Props) {
  const config = menuBoardConfigOf(readMenuBoardBody(body));
  return (
    <FontStyleFields
      names={MENU_BOARD_STYLE_NAMES}
      styleOf={(field) => config[field]}
      onStyle={(field, style) => onChange(layoutConfigChange(body, { [field]: style }))}
    />
  );
}
