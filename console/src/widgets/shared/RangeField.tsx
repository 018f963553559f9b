import { Field, Input, Slider, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { clampTyped, toRange, type NumberRange } from './range';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  slider: { flexGrow: 1, minWidth: '120px' },
  number: { width: '80px' },
});

interface Props {
  label: string;
  /** Names the number field for tests. */
  testId: string;
  value: number;
  range: NumberRange;
  onChange: (value: number) => void;
}

/**
 * A slider with a number field beside it. The slider changes the value as it moves; what is
 * typed is applied when the field is left (or on Enter), clamped to the range.
 */
export function RangeField({ label, testId, value, range, onChange }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) onChange(next);
  };
  return (
    <Field label={label}>
      <div className={styles.row}>
        <Slider
          className={styles.slider}
          aria-label={label}
          min={range.min}
          max={range.max}
          step={range.step}
          value={toRange(value, range)}
          onChange={(_e, d) => commit(toRange(d.value, range))}
        />
        <Input
          className={styles.number}
          type="number"
          data-testid={testId}
          aria-label={label}
          min={range.min}
          max={range.max}
          step={range.step}
          value={draft ?? String(value)}
          onChange={(_e, d) => setDraft(d.value)}
          onBlur={() => draft !== null && commit(clampTyped(draft, value, range))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
      </div>
    </Field>
  );
}
