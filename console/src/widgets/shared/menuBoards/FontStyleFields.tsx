import { Field, Select, Switch } from '@fluentui/react-components';
import { MENU_BOARD_TEXT_ALIGNS, type MenuBoardFontStyle } from '@marquee/sdk';
import { useState } from 'react';
import { ColourField } from '../ColourField';
import { RangeField } from '../RangeField';

/** What the fields edit of a text's font style (a board may keep more in it). */
export type EditedFontStyle = Pick<
  MenuBoardFontStyle,
  'color' | 'fontSize' | 'fontWeight' | 'italic' | 'textAlign'
>;

const ALIGN_NAMES: Record<MenuBoardFontStyle['textAlign'], string> = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
  justify: 'Justify',
};

/** Text sizes in reference pixels at the base font ratio. */
const FONT_SIZE = { min: 6, max: 200, step: 1 };

export interface FontStyleOptions {
  /** Starts the fields' test ids: `${testIdPrefix}-style-of`, `-style-colour`, `-style-size`... */
  testIdPrefix?: string;
  /** Whether the colour is set here; a board that sets its texts' colours elsewhere says false. */
  colour?: boolean;
  /** The size's slider: its label and range (reference pixels unless a board says otherwise). */
  size?: { label: string; range: { min: number; max: number; step: number } };
}

interface Props<F extends string, T extends EditedFontStyle> extends FontStyleOptions {
  /** The board's texts, by the body field holding each one's style, with their names. */
  names: Record<F, string>;
  styleOf: (field: F) => T;
  onStyle: (field: F, style: T) => void;
}

/**
 * The font style of one of a board's texts at a time (chosen in a list): colour, size, bold,
 * italic and alignment. Every board of the family uses it, each with its own texts.
 */
export function FontStyleFields<F extends string, T extends EditedFontStyle>({
  names,
  styleOf,
  onStyle,
  testIdPrefix = 'menu-board',
  colour = true,
  size = { label: 'Size', range: FONT_SIZE },
}: Props<F, T>) {
  const fields = Object.keys(names) as F[];
  const [field, setField] = useState<F>(fields[0]!);
  const style = styleOf(field);
  const setStyle = (patch: Partial<EditedFontStyle>) => onStyle(field, { ...style, ...patch });
  const testId = (part: string) => `${testIdPrefix}-style-${part}`;
  return (
    <>
      <Field label="Font style of">
        <Select
          data-testid={testId('of')}
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
          testId={testId('colour')}
          value={style.color}
          onChange={(color) => setStyle({ color })}
        />
      )}
      <RangeField
        label={size.label}
        testId={testId('size')}
        value={style.fontSize}
        range={size.range}
        onChange={(fontSize) => setStyle({ fontSize })}
      />
      <Switch
        label="Bold"
        data-testid={testId('bold')}
        checked={style.fontWeight === 'bold'}
        onChange={(_e, d) => setStyle({ fontWeight: d.checked ? 'bold' : 'normal' })}
      />
      <Switch
        label="Italic"
        data-testid={testId('italic')}
        checked={style.italic}
        onChange={(_e, d) => setStyle({ italic: d.checked })}
      />
      <Field label="Alignment">
        <Select
          data-testid={testId('align')}
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
    </>
  );
}
