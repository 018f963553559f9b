import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import type { RangeDraft, RangeErrors } from './timingRulesForm';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'start', gap: tokens.spacingHorizontalS },
  field: { width: '150px' },
  // Fluent's Input keeps its content width by default; here it must fit its 150 px field.
  input: { width: '100%', minWidth: 0 },
});

interface Props {
  /** "time" or "date": names the test ids and the input kind. */
  kind: 'time' | 'date';
  ranges: readonly RangeDraft[];
  errors: readonly RangeErrors[];
  onChange: (ranges: RangeDraft[]) => void;
}

/** A list of start/end pairs (time or date ranges of a timing rule) with add and remove. */
export function RangeListFields({ kind, ranges, errors, onChange }: Props) {
  const styles = useStyles();
  const label = kind === 'time' ? 'time range' : 'date range';
  const set = (index: number, next: RangeDraft) =>
    onChange(ranges.map((r, i) => (i === index ? next : r)));
  return (
    <div className={styles.list}>
      {ranges.map((range, index) => (
        <div key={index} className={styles.row} data-testid={`rule-${kind}-range`}>
          <Field
            className={styles.field}
            label={kind === 'time' ? 'Start time' : 'Start date'}
            validationMessage={errors[index]?.start}
          >
            <Input
              className={styles.input}
              data-testid={`rule-${kind}-start`}
              type={kind === 'date' ? 'date' : 'text'}
              placeholder={kind === 'time' ? 'HH:mm' : 'YYYY-MM-DD'}
              value={range.start}
              onChange={(_e, d) => set(index, { ...range, start: d.value })}
            />
          </Field>
          <Field
            className={styles.field}
            label={kind === 'time' ? 'End time' : 'End date'}
            validationMessage={errors[index]?.end}
          >
            <Input
              className={styles.input}
              data-testid={`rule-${kind}-end`}
              type={kind === 'date' ? 'date' : 'text'}
              placeholder={kind === 'time' ? 'HH:mm' : 'YYYY-MM-DD'}
              value={range.end}
              onChange={(_e, d) => set(index, { ...range, end: d.value })}
            />
          </Field>
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={`Remove ${label}`}
            onClick={() => onChange(ranges.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button
          size="small"
          icon={<AddRegular />}
          data-testid={`add-${kind}-range`}
          onClick={() => onChange([...ranges, { start: '', end: '' }])}
        >
          Add {label}
        </Button>
      </div>
    </div>
  );
}
