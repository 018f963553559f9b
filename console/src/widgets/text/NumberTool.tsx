import { Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { ToolTip } from '../../kit/ToolTip';
import { useToolTabIndex } from './toolTabIndex';

const useStyles = makeStyles({ number: { width: '72px' } });

interface Props {
  /** The tooltip and the field's accessible name. */
  label: string;
  testId: string;
  value: number;
  min: number;
  max: number;
  /** What is typed, as a value to apply, or null to apply nothing. */
  toApply: (typed: string) => number | null;
  onApply: (value: number) => void;
}

/**
 * A number field of the rich-text toolbar. Typing is applied when the field is left or on
 * Enter, through `toApply` (the field's own range rule), so a half-typed "1" of "12" is never
 * applied to the text.
 */
export function NumberTool({ label, testId, value, min, max, toApply, onApply }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const tabIndex = useToolTabIndex();
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = toApply(draft);
    if (next !== null && next !== value) onApply(next);
  };
  return (
    <ToolTip content={label}>
      <Input
        className={styles.number}
        size="small"
        type="number"
        tabIndex={tabIndex}
        data-testid={testId}
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(_e, d) => setDraft(d.value)}
        // What is typed replaces the value shown: "64" typed over "20" is 64, not 2064.
        onFocus={(e) => e.currentTarget.select()}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </ToolTip>
  );
}
