import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';

/**
 * One line of the item's text. Typing changes only the field; the text is applied when the
 * field is left or on Enter, so a word typed is one step to undo. An empty question is refused
 * beside the field and the item keeps its last one.
 */
export function TextDraft({
  label,
  testId,
  value,
  maxLength,
  required,
  onCommit,
}: {
  label: string;
  testId: string;
  value: string;
  maxLength: number;
  required?: boolean;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const empty = required && draft !== null && draft.trim() === '';
  const commit = () => {
    if (draft === null || empty) return;
    if (draft !== value) onCommit(draft.trim());
    setDraft(null);
  };
  return (
    <Field
      label={label}
      validationState={empty ? 'error' : 'none'}
      validationMessage={empty ? 'Required' : undefined}
      hint={`At most ${maxLength} characters`}
    >
      <Input
        data-testid={testId}
        value={draft ?? value}
        maxLength={maxLength}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}
