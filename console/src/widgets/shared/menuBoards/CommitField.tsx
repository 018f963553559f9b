import { Input } from '@fluentui/react-components';
import { useState } from 'react';
import { selectStartingText } from './startingText';

/**
 * A text field applied when it is left (or on Enter), so typing a name is one undo step; what
 * is typed is shown as it is until then.
 */
export function CommitField({
  label,
  value,
  placeholder,
  testId,
  startingText,
  onCommit,
}: {
  label: string;
  value: string;
  /** Shown while the field is empty; the label unless given. */
  placeholder?: string;
  testId?: string;
  /** The text a new part starts with: focused while it still holds it, it is selected whole. */
  startingText?: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      aria-label={label}
      placeholder={placeholder ?? label}
      data-testid={testId}
      value={draft ?? value}
      onFocus={startingText === undefined ? undefined : selectStartingText(startingText)}
      onChange={(_e, d) => setDraft(d.value)}
      onBlur={() => {
        if (draft !== null && draft !== value) onCommit(draft);
        setDraft(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
    />
  );
}
