import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { checkTiming } from './timingForm';

const useStyles = makeStyles({
  // Fluent inputs keep a minimum width of their own; in a narrow panel they share the row.
  input: { minWidth: 0, width: '100%' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  field: { flex: '1 1 0', minWidth: 0 },
});

interface Props {
  start: number;
  end: number;
  onChange: (timing: { start: number; end: number }) => void;
}

type Draft = { start: string; end: string };

/**
 * When the item shows, in seconds. What is typed is checked at once with the model's rules and
 * messages; it is stored when the field is left or Enter is pressed, and only when valid (an
 * invalid pair stays in the fields with its message until corrected).
 */
export function TimingFields({ start, end, onChange }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown: Draft = draft ?? { start: String(start), end: String(end) };
  const check = draft ? checkTiming(draft.start, draft.end) : { errors: {} };

  const edit = (field: keyof Draft, text: string) => setDraft({ ...shown, [field]: text });
  const commit = () => {
    if (!draft) return;
    const { value } = checkTiming(draft.start, draft.end);
    if (!value) return;
    setDraft(null);
    if (value.start !== start || value.end !== end) onChange(value);
  };
  const field = (name: keyof Draft, label: string) => (
    <Field
      className={styles.field}
      label={label}
      validationState={check.errors[name] ? 'error' : 'none'}
      validationMessage={check.errors[name]}
    >
      <Input
        className={styles.input}
        type="number"
        step={0.1}
        data-testid={`item-${name}`}
        value={shown[name]}
        onChange={(_e, d) => edit(name, d.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </Field>
  );
  return (
    <div className={styles.row} role="group" aria-label="Timing">
      {field('start', 'Start (s)')}
      {field('end', 'End (s)')}
    </div>
  );
}
