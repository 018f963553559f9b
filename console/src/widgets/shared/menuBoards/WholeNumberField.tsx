import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';

/**
 * A number typed and applied when left (or on Enter). `read` turns what was typed into the
 * value (undefined removes the setting); nothing is applied when it reads as the value it had.
 */
export function WholeNumberField({
  label,
  value,
  min = 0,
  max,
  read,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  read: (typed: string) => number | undefined;
  onCommit: (value: number | undefined) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field label={label}>
      <Input
        type="number"
        aria-label={label}
        min={min}
        max={max}
        step={1}
        value={draft ?? (value === undefined ? '' : String(value))}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={() => {
          if (draft === null) return;
          const next = read(draft);
          setDraft(null);
          if (next !== value) onCommit(next);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}
