import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import type { QrField } from './qrFields';

/**
 * One field of a QR code's value. Typing changes only the field; the value is applied when the
 * field is left (or on Enter in a one-line field), so a word typed is one step to undo, not one
 * per letter.
 */
export function DraftField({
  field,
  value,
  onCommit,
}: {
  field: QrField;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  const common = {
    'aria-label': field.label,
    'data-testid': `qrcode-${field.name}`,
    value: draft ?? value,
    onBlur: commit,
  };
  return (
    <Field label={field.label}>
      {field.input === 'multiline' ? (
        <Textarea {...common} resize="vertical" onChange={(_e, d) => setDraft(d.value)} />
      ) : (
        <Input
          {...common}
          type={field.input}
          onChange={(_e, d) => setDraft(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
      )}
    </Field>
  );
}
