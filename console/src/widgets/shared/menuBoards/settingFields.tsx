import { Body1, Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { ColourField } from '../ColourField';
import { RangeField } from '../RangeField';
import { CommitField } from './CommitField';
import { FontStyleFields, type EditedFontStyle, type FontStyleOptions } from './FontStyleFields';
import { WholeNumberField } from './WholeNumberField';

/** The named keys of S (a body read with its unknown fields kept has an index signature too). */
type NamedKeys<S> = keyof {
  [K in keyof S as string extends K ? never : number extends K ? never : K]: S[K];
};

/** The named keys of S whose values are V. */
type KeysOf<S, V> = { [K in NamedKeys<S>]-?: S[K] extends V ? K : never }[NamedKeys<S>] & string;

/**
 * One field of a settings group: what it draws for the settings, and the change it asks for:
 * the settings it sets, by name. A field written for the settings every board has (a title, a
 * language) serves each variant whose settings have them.
 */
export type SettingField<S> = (settings: S, set: SetSettings) => ReactNode;

/** Asks for a change of some settings, by name. */
export type SetSettings = (patch: Readonly<Record<string, unknown>>) => void;

interface NumberRange {
  min: number;
  max: number;
  step: number;
}

interface TextOptions {
  placeholder?: string;
  hint?: string;
  testId?: string;
  /** What a typed text is stored as (e.g. trimmed, or undefined when empty). */
  parse?: (typed: string) => unknown;
}

interface NumberOptions<S> {
  min?: number;
  max?: number;
  /** What is typed, read with the setting as it is (undefined removes the setting). */
  read: (typed: string, settings: S) => number | undefined;
}

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
});

function FieldRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().row}>{children}</div>;
}

const patch = (key: string, value: unknown) => ({ [key]: value });

/** Fields that choose or type a setting's value: a list, the language, a text, switches. */
function choiceFields<S>() {
  const select =
    (
      key: KeysOf<S, string | null | undefined>,
      label: string,
      options: readonly (readonly [value: string, name: string])[],
    ): SettingField<S> =>
    (settings, set) => (
      <Field label={label}>
        <Select value={String(settings[key] ?? '')} onChange={(_e, d) => set(patch(key, d.value))}>
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
    );
  return {
    select,
    /** The language of the board's texts, by code. */
    language: (key: KeysOf<S, string | null | undefined>, codes: readonly string[]) =>
      select(
        key,
        'Language',
        codes.map((code) => [code, code] as const),
      ),
    /** A text applied when left (or on Enter). */
    text:
      (
        key: KeysOf<S, string | null | undefined>,
        label: string,
        options: TextOptions = {},
      ): SettingField<S> =>
      (settings, set) => (
        <Field label={label} hint={options.hint}>
          <CommitField
            label={label}
            placeholder={options.placeholder}
            testId={options.testId}
            value={String(settings[key] ?? '')}
            onCommit={(typed) => set(patch(key, options.parse ? options.parse(typed) : typed))}
          />
        </Field>
      ),
    /** Switches, each turning one setting on or off, named in `names`. */
    switches:
      <K extends KeysOf<S, boolean>>(
        names: Partial<Record<K, string>>,
        ...keys: readonly K[]
      ): SettingField<S> =>
      (settings, set) =>
        keys.map((key) => (
          <Switch
            key={key}
            label={names[key]}
            checked={settings[key] as boolean}
            onChange={(_e, d) => set(patch(key, d.checked))}
          />
        )),
  };
}

/** Fields of a number or a colour: a slider, a whole number typed, a colour. */
function valueFields<S>() {
  return {
    /** A slider with its number; `shown` reads the value drawn (e.g. clamped to the range). */
    range:
      (
        key: KeysOf<S, number>,
        label: string,
        testId: string,
        range: NumberRange,
        shown: (settings: S) => number = (settings) => settings[key] as number,
      ): SettingField<S> =>
      (settings, set) => (
        <RangeField
          label={label}
          testId={testId}
          value={shown(settings)}
          range={range}
          onChange={(value) => set(patch(key, value))}
        />
      ),
    /** A colour; `shown` reads the colour drawn when the stored one is unset or elsewhere. */
    colour:
      (
        key: KeysOf<S, string | null | undefined>,
        label: string,
        testId: string,
        shown: (settings: S) => string = (settings) => String(settings[key]),
      ): SettingField<S> =>
      (settings, set) => (
        <ColourField
          label={label}
          testId={testId}
          value={shown(settings)}
          onChange={(colour) => set(patch(key, colour))}
        />
      ),
    wholeNumber:
      (
        key: KeysOf<S, number | undefined>,
        label: string,
        options: NumberOptions<S>,
      ): SettingField<S> =>
      (settings, set) => (
        <WholeNumberField
          label={label}
          value={settings[key] as number | undefined}
          min={options.min}
          max={options.max}
          read={(typed) => options.read(typed, settings)}
          onCommit={(value) => set(patch(key, value))}
        />
      ),
  };
}

/** Fields made of others, or of text: the font styles, a row of fields, a note. */
function compositeFields<S>() {
  return {
    /** The font style of each of the board's texts, named in `names`. */
    fontStyles:
      <F extends KeysOf<S, EditedFontStyle>>(
        names: Record<F, string>,
        options: FontStyleOptions = {},
      ): SettingField<S> =>
      (settings, set) => (
        <FontStyleFields
          names={names}
          styleOf={(field) => settings[field] as EditedFontStyle}
          onStyle={(field, style) => set(patch(field, style))}
          {...options}
        />
      ),
    /** Fields side by side. */
    row:
      (...fields: SettingField<S>[]): SettingField<S> =>
      (settings, set) => (
        <FieldRow>
          {fields.map((field, index) => (
            <Fragment key={index}>{field(settings, set)}</Fragment>
          ))}
        </FieldRow>
      ),
    /** A line of explanation under the fields. */
    note:
      (text: string): SettingField<S> =>
      () => <Body1>{text}</Body1>,
  };
}

/**
 * The kinds of field a board's settings are edited with, for settings of type S: each names the
 * setting it edits and how it is shown; the settings group reads and writes it.
 */
export const settingFields = <S,>() => ({
  ...choiceFields<S>(),
  ...valueFields<S>(),
  ...compositeFields<S>(),
});
