import { Field, Input, Select, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  TextAlignCenterRegular,
  TextAlignJustifyRegular,
  TextAlignLeftRegular,
  TextAlignRightRegular,
  TextBoldRegular,
  TextItalicRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { DATA_TABLE_FONT_SIZE, type DataTableFontStyle } from '@marquee/sdk';
import { useState, type ReactElement } from 'react';
import { useFontFamilies } from '../shared/fonts/useFontFamilies';
import { clampTyped } from '../shared/range';
import { ToolTip } from '../../kit/ToolTip';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
  swatch: {
    width: '28px',
    height: '24px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  size: { width: '72px' },
});

type Flag = 'italic' | 'underline' | 'strikeThrough';
const FLAGS: readonly { flag: Flag; label: string; icon: ReactElement }[] = [
  { flag: 'italic', label: 'Italic', icon: <TextItalicRegular /> },
  { flag: 'underline', label: 'Underline', icon: <TextUnderlineRegular /> },
  { flag: 'strikeThrough', label: 'Strikethrough', icon: <TextStrikethroughRegular /> },
];
const ALIGNS: readonly {
  align: DataTableFontStyle['textAlign'];
  label: string;
  icon: ReactElement;
}[] = [
  { align: 'left', label: 'Align left', icon: <TextAlignLeftRegular /> },
  { align: 'center', label: 'Align centre', icon: <TextAlignCenterRegular /> },
  { align: 'right', label: 'Align right', icon: <TextAlignRightRegular /> },
  { align: 'justify', label: 'Justify', icon: <TextAlignJustifyRegular /> },
];

/**
 * The shared font style: family, colour, size (6..120 reference pixels), bold,
 * italic, underline, strikethrough and alignment of one kind of text. `label` names the text
 * ("Header", "Cells") in every tool's name.
 */
export function FontStyleFields({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DataTableFontStyle;
  onChange: (patch: Partial<DataTableFontStyle>) => void;
}) {
  const styles = useStyles();
  const { families } = useFontFamilies();
  const [size, setSize] = useState<string | null>(null);
  const names = families.map((choice) => choice.family);
  const familyOptions = names.includes(value.fontFamily) ? names : [value.fontFamily, ...names];
  const commitSize = () => {
    if (size === null) return;
    setSize(null);
    const next = clampTyped(size, value.fontSize, DATA_TABLE_FONT_SIZE);
    if (next !== value.fontSize) onChange({ fontSize: next });
  };

  return (
    <Field label={label}>
      <div className={styles.root} role="group" aria-label={label}>
        <div className={styles.row}>
          <Select
            size="small"
            aria-label={`${label} font`}
            value={value.fontFamily}
            onChange={(_e, d) => onChange({ fontFamily: d.value })}
          >
            {familyOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          <ToolTip content={`${label} font size`}>
            <Input
              className={styles.size}
              size="small"
              type="number"
              min={DATA_TABLE_FONT_SIZE.min}
              max={DATA_TABLE_FONT_SIZE.max}
              value={size ?? String(value.fontSize)}
              onChange={(_e, d) => setSize(d.value)}
              onBlur={commitSize}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
            />
          </ToolTip>
          <ToolTip content={`${label} colour`}>
            <input
              type="color"
              className={styles.swatch}
              value={value.color}
              onChange={(e) => onChange({ color: e.target.value })}
            />
          </ToolTip>
        </div>
        <div className={styles.row}>
          <ToolTip content={`${label} bold`}>
            <ToggleButton
              size="small"
              appearance="subtle"
              icon={<TextBoldRegular />}
              checked={value.fontWeight === 'bold'}
              onClick={() =>
                onChange({ fontWeight: value.fontWeight === 'bold' ? 'normal' : 'bold' })
              }
            />
          </ToolTip>
          {FLAGS.map(({ flag, label: tool, icon }) => (
            <ToolTip key={flag} content={`${label} ${tool.toLowerCase()}`}>
              <ToggleButton
                size="small"
                appearance="subtle"
                icon={icon}
                checked={value[flag]}
                onClick={() => onChange({ [flag]: !value[flag] })}
              />
            </ToolTip>
          ))}
          {ALIGNS.map(({ align, label: tool, icon }) => (
            <ToolTip key={align} content={`${label}: ${tool.toLowerCase()}`}>
              <ToggleButton
                size="small"
                appearance="subtle"
                icon={icon}
                checked={value.textAlign === align}
                onClick={() => onChange({ textAlign: align })}
              />
            </ToolTip>
          ))}
        </div>
      </div>
    </Field>
  );
}
