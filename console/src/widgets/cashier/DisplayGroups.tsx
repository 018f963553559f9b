import { Field, Input, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  CASHIER_FONT_SIZE_RATIO,
  CASHIER_FONT_STYLE_FIELDS,
  CASHIER_FONT_UNITS,
  cashierConfigOf,
  fontSizeRatioOf,
  readCashierBody,
  type CashierFontStyle,
  type CashierFontStyleField,
} from '@marquee/sdk';
import { useState } from 'react';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { classicChange } from './classicConfig';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/** A text field applied when it is left (or on Enter), so typing is one undo step. */
function TextField({
  label,
  testId,
  value,
  onCommit,
}: {
  label: string;
  testId: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field label={label}>
      <Input
        data-testid={testId}
        value={draft ?? value}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={() => {
          if (draft !== null && draft !== value) onCommit(draft);
          setDraft(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}

/** What the display says while the till is idle and once a purchase is paid. */
export const textsGroup: ToolbarGroup = {
  id: 'texts',
  label: 'Texts',
  render: (props) => <Texts {...props} />,
};

function Texts({ body, onChange }: Props) {
  const styles = useStyles();
  const config = cashierConfigOf(readCashierBody(body));
  return (
    <div className={styles.root}>
      <TextField
        label="Welcome text"
        testId="cashier-welcome-text"
        value={config.welcomeText}
        onCommit={(welcomeText) => onChange(classicChange(body, { welcomeText }))}
      />
      <TextField
        label="Thank-you text"
        testId="cashier-thankyou-text"
        value={config.thankyouText}
        onCommit={(thankyouText) => onChange(classicChange(body, { thankyouText }))}
      />
    </div>
  );
}

const STYLE_NAMES: Record<CashierFontStyleField, string> = {
  welcomeTextFontStyle: 'Welcome text',
  thankyouTextFontStyle: 'Thank-you text',
  articleNameFontStyle: 'Article name',
  keyFontStyle: 'Labels',
  valueFontStyle: 'Amounts',
};

const ALIGNS: Record<CashierFontStyle['textAlign'], string> = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
  justify: 'Justify',
};

/**
 * How the display looks: its background, how much of the box the fitted text takes, and the
 * font style of each of its texts (colour, size in units, bold, italic, alignment).
 */
export const styleGroup: ToolbarGroup = {
  id: 'style',
  label: 'Style',
  render: (props) => <Style {...props} />,
};

function Style({ body, onChange }: Props) {
  const styles = useStyles();
  const config = cashierConfigOf(readCashierBody(body));
  const [field, setField] = useState<CashierFontStyleField>('welcomeTextFontStyle');
  const style = config[field];
  const setStyle = (patch: Partial<CashierFontStyle>) =>
    onChange(classicChange(body, { [field]: { ...style, ...patch } }));
  return (
    <div className={styles.root}>
      <ColourField
        label="Background colour"
        testId="cashier-background"
        value={config.backgroundColor}
        onChange={(backgroundColor) => onChange(classicChange(body, { backgroundColor }))}
      />
      <RangeField
        label="Text size"
        testId="cashier-font-size-ratio"
        value={fontSizeRatioOf(config)}
        range={CASHIER_FONT_SIZE_RATIO}
        onChange={(fontSizeRatio) => onChange(classicChange(body, { fontSizeRatio }))}
      />
      <Field label="Font style of">
        <Select
          data-testid="cashier-style-of"
          value={field}
          onChange={(_e, d) => setField(d.value as CashierFontStyleField)}
        >
          {CASHIER_FONT_STYLE_FIELDS.map((name) => (
            <option key={name} value={name}>
              {STYLE_NAMES[name]}
            </option>
          ))}
        </Select>
      </Field>
      <ColourField
        label="Colour"
        testId="cashier-style-colour"
        value={style.color}
        onChange={(color) => setStyle({ color })}
      />
      <RangeField
        label="Size (units)"
        testId="cashier-style-size"
        value={style.fontSize}
        range={CASHIER_FONT_UNITS}
        onChange={(fontSize) => setStyle({ fontSize })}
      />
      <Switch
        label="Bold"
        data-testid="cashier-style-bold"
        checked={style.fontWeight === 'bold'}
        onChange={(_e, d) => setStyle({ fontWeight: d.checked ? 'bold' : 'normal' })}
      />
      <Switch
        label="Italic"
        data-testid="cashier-style-italic"
        checked={style.italic}
        onChange={(_e, d) => setStyle({ italic: d.checked })}
      />
      <Field label="Alignment">
        <Select
          data-testid="cashier-style-align"
          value={style.textAlign}
          onChange={(_e, d) => setStyle({ textAlign: d.value as CashierFontStyle['textAlign'] })}
        >
          {Object.entries(ALIGNS).map(([align, name]) => (
            <option key={align} value={align}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
