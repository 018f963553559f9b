import { Button, Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { ALLERGEN_CODES, allergenName, PICTOGRAM_CODES } from '@marquee/sdk';
import { useState } from 'react';

const useStyles = makeStyles({
  legend: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(var(--code-width), 1fr))',
    gap: `0 ${tokens.spacingHorizontalS}`,
    paddingTop: tokens.spacingVerticalXS,
  },
  toggle: { justifyContent: 'space-between', minWidth: '12em' },
});

/**
 * Allergens and diet pictograms chosen from their legend rather than typed: a list that takes
 * several choices, each allergen with its number and name (the 14 the EU names), each pictogram
 * by its number. The meal keeps the numbers.
 */

export interface CodeChoice {
  code: number;
  /** Its name: "7 Milk", "Pictogram 12". */
  text: string;
  /** What its checkbox shows, when shorter than its name ("12"). */
  short?: string;
}

export const ALLERGEN_CHOICES: readonly CodeChoice[] = ALLERGEN_CODES.map((code) => ({
  code,
  text: `${code} ${allergenName(code)}`,
}));

export const PICTOGRAM_CHOICES: readonly CodeChoice[] = PICTOGRAM_CODES.map((code) => ({
  code,
  text: `Pictogram ${code}`,
  short: String(code),
}));

/** Chosen numbers as the button shows them: "1, 3, 7"; none: "None". */
const summaryOf = (codes: readonly number[]) => (codes.length > 0 ? codes.join(', ') : 'None');

interface Props {
  label: string;
  choices: readonly CodeChoice[];
  codes: readonly number[];
  onChange: (codes: number[]) => void;
  hint?: string;
  validationMessage?: string;
  className?: string;
}

/**
 * A labelled button saying what is chosen ("1, 3, 7") that opens the legend below it: one
 * checkbox per code, with its name. The numbers stay in order whatever the order of ticking.
 */
export function CodePicker(props: Props) {
  const { label, choices, codes, onChange } = props;
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const known = new Set(choices.map((c) => c.code));
  // A number the legend does not have (an old meal's) stays chosen, shown by its number.
  const unknown = codes.filter((code) => !known.has(code));
  const options: CodeChoice[] = [
    ...choices,
    ...unknown.map((code) => ({ code, text: String(code) })),
  ];
  const toggle = (code: number, on: boolean) =>
    onChange([...codes.filter((c) => c !== code), ...(on ? [code] : [])].sort((a, b) => a - b));
  // Names that are only numbers need little room; names of allergens need more.
  const width = options.some((o) => (o.short ?? o.text).length > 12) ? '15em' : '4.5em';
  return (
    <div className={props.className}>
      <Field label={label} hint={props.hint} validationMessage={props.validationMessage}>
        <Button
          className={styles.toggle}
          aria-expanded={open}
          aria-label={`${label}: ${summaryOf(codes)}`}
          icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
          iconPosition="after"
          onClick={() => setOpen(!open)}
        >
          {summaryOf(codes)}
        </Button>
      </Field>
      {/* Outside the field: each checkbox is named by its own label, not the field's. */}
      {open && (
        <div
          role="group"
          aria-label={`${label} legend`}
          className={styles.legend}
          style={{ ['--code-width' as string]: width }}
        >
          {options.map((choice) => (
            <Checkbox
              key={choice.code}
              label={choice.short ?? choice.text}
              aria-label={choice.short ? choice.text : undefined}
              checked={codes.includes(choice.code)}
              onChange={(_e, d) => toggle(choice.code, d.checked === true)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The codes a text of numbers names ("1, 3, 7"), for meals that keep allergens as text. */
export const codesOfText = (text: string): number[] =>
  [...new Set((text.match(/\d+/g) ?? []).map(Number))].sort((a, b) => a - b);

/** The codes back as the text such a meal keeps. */
export const textOfCodes = (codes: readonly number[]): string => codes.join(', ');
