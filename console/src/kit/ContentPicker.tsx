import { Body1, Field, Select, Spinner } from '@fluentui/react-components';

/** One thing that can be chosen: its id and the name a person knows it by. */
export interface ContentOption {
  _id: string;
  name: string;
}

/**
 * The option chosen: the one of this id, else (until one is picked) the newest of them, as the
 * API lists oldest first.
 */
export function chosenOption<T extends ContentOption>(choices: readonly T[], id: string) {
  return choices.find((c) => c._id === id) ?? choices[choices.length - 1];
}

/**
 * Content chosen in two steps: its kind, then one item of that kind. The caller loads the items
 * (`options`, by kind; undefined while loading) and keeps the chosen kind and id; changing the
 * kind clears the id. Each select has its visible label, so it is reached and read by name.
 */
export function ContentPicker<K extends string>({
  kindLabels,
  options,
  loading,
  kind,
  onKindChange,
  chosenId,
  onChosenChange,
  emptyText,
  kindTestId,
  contentTestId,
}: {
  /** Each kind offered, in order, with its label (also the item select's label). */
  kindLabels: Readonly<Record<K, string>>;
  options: Readonly<Record<K, readonly ContentOption[]>> | undefined;
  /** Whether the options are still on their way (a failed load is the caller's to show). */
  loading: boolean;
  kind: K;
  onKindChange: (kind: K) => void;
  chosenId: string;
  onChosenChange: (id: string) => void;
  /** What to say when there is nothing of the chosen kind. */
  emptyText: (kindLabel: string) => string;
  kindTestId?: string;
  contentTestId?: string;
}) {
  const choices = options?.[kind] ?? [];
  const chosen = chosenOption(choices, chosenId);
  return (
    <>
      <Field label="Kind">
        <Select
          data-testid={kindTestId}
          value={kind}
          onChange={(_e, d) => {
            onKindChange(d.value as K);
            onChosenChange('');
          }}
        >
          {(Object.entries(kindLabels) as [K, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {!options && loading && <Spinner size="small" label="Loading content..." />}
      {options && choices.length === 0 && <Body1 as="p">{emptyText(kindLabels[kind])}</Body1>}
      {choices.length > 0 && (
        <Field label={kindLabels[kind]}>
          <Select
            data-testid={contentTestId}
            value={chosen?._id ?? ''}
            onChange={(_e, d) => onChosenChange(d.value)}
          >
            {choices.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
}
