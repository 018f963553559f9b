import { Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { MENU_BOARD_TEXT_ALIGNS, type MenuBoardFontStyle } from '@marquee/sdk';
import { useState, type ReactNode } from 'react';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const ALIGN_NAMES: Record<MenuBoardFontStyle['textAlign'], string> = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
  justify: 'Justify',
};

/** Text sizes in reference pixels at the base font ratio. */
const FONT_SIZE = { min: 6, max: 200, step: 1 };

interface Props<F extends string> {
  /** The board's texts, by the body field holding each one's style, with their names. */
  names: Record<F, string>;
  styleOf: (field: F) => MenuBoardFontStyle;
  onStyle: (field: F, style: MenuBoardFontStyle) => void;
  /** Starts the fields' test ids: `${testIdPrefix}-style-of`, `-style-colour`, `-style-size`. */
  testIdPrefix?: string;
  /** Whether the colour is set here; a board that sets its texts' colours elsewhere says false. */
  colour?: boolean;
  /** Fields shown first, in the same column (a board's font ratio). */
  children?: ReactNode;
}

/**
 * The font style of one of a board's texts at a time (chosen in a list): colour, size, bold,
 * italic and alignment. The menu boards use it, each with its own texts.
 */
export function FontStyleFields<F extends string>({
  names,
  styleOf,
  onStyle,
  testIdPrefix = 'menu-board',
  colour = true,
  children,
}: Props<F>) {
  const styles = useStyles();
  const fields = Object.keys(names) as F[];
  const [field, setField] = useState<F>(fields[0]!);
  const style = styleOf(field);
  const setStyle = (patch: Partial<MenuBoardFontStyle>) => onStyle(field, { ...style, ...patch });
  return (
    <div className={styles.root}>
      {children}
      <Field label="Font style of">
        <Select
          data-testid={`${testIdPrefix}-style-of`}
          value={field}
          onChange={(_e, d) => setField(d.value as F)}
        >
          {fields.map((name) => (
            <option key={name} value={name}>
              {names[name]}
            </option>
          ))}
        </Select>
      </Field>
      {colour && (
        <ColourField
          label="Colour"
          testId={`${testIdPrefix}-style-colour`}
          value={style.color}
          onChange={(color) => setStyle({ color })}
        />
      )}
      <RangeField
        label="Size"
        testId={`${testIdPrefix}-style-size`}
        value={style.fontSize}
        range={FONT_SIZE}
        onChange={(fontSize) => setStyle({ fontSize })}
      />
      <Switch
        label="Bold"
        checked={style.fontWeight === 'bold'}
        onChange={(_e, d) => setStyle({ fontWeight: d.checked ? 'bold' : 'normal' })}
      />
      <Switch
        label="Italic"
        checked={style.italic}
        onChange={(_e, d) => setStyle({ italic: d.checked })}
      />
      <Field label="Alignment">
        <Select
          value={style.textAlign}
          onChange={(_e, d) => setStyle({ textAlign: d.value as MenuBoardFontStyle['textAlign'] })}
        >
          {MENU_BOARD_TEXT_ALIGNS.map((align) => (
            <option key={align} value={align}>
              {ALIGN_NAMES[align]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
