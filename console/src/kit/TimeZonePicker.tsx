import { Combobox, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';

// A time zone chosen by its IANA name ("Europe/Prague"), found by typing part of it. The text
// typed is the value until an option is chosen, so a name that is not a zone reaches the form's
// check and is refused beside the field, as before.

export interface TimeZoneChoice {
  /** The IANA name, e.g. "Europe/Prague". */
  zone: string;
  /** The name with the zone's offset now, e.g. "Europe/Prague (UTC+01:00)". */
  label: string;
}

/** Every zone this browser knows, UTC first (browsers list it under Etc/ or not at all). */
export function knownTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** The zone's offset from UTC at `at`, as "UTC+01:00"; null for a name that is not a zone. */
export function utcOffsetOf(zone: string, at: Date): string | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name === undefined) return null;
    const offset = name.replace(/^GMT/, '');
    return `UTC${offset === '' ? '+00:00' : offset}`;
  } catch {
    return null;
  }
}

/** The zones as the picker lists them, each with its offset at `at`. */
export function timeZoneChoices(zones: readonly string[], at: Date): TimeZoneChoice[] {
  return zones.map((zone) => {
    const offset = utcOffsetOf(zone, at);
    return { zone, label: offset ? `${zone} (${offset})` : zone };
  });
}

/** Lower case, "_" read as a space: "new york" finds America/New_York. */
const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/**
 * The choices whose name contains the typed text, ignoring case: those whose place starts with
 * it first, then those with another part starting with it, then the rest, each group in the
 * list's order: "am" lists Asia/Amman and Europe/Amsterdam, then the America/ zones, then
 * Africa/Bamako.
 */
export function matchingTimeZones(
  choices: readonly TimeZoneChoice[],
  typed: string,
): TimeZoneChoice[] {
  const query = searchable(typed.trim());
  if (query === '') return [...choices];
  const rank = (zone: string) => {
    const name = searchable(zone);
    const parts = name.split('/');
    if ((parts.at(-1) ?? '').startsWith(query)) return 0;
    return name.startsWith(query) || parts.some((part) => part.startsWith(query)) ? 1 : 2;
  };
  return choices
    .filter((choice) => searchable(choice.zone).includes(query))
    .map((choice) => ({ choice, rank: rank(choice.zone) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ choice }) => choice);
}

export interface TimeZonePickerProps {
  /** The zone, or the text typed so far; '' is "not set". */
  value: string;
  /** Each change: the text as typed, a chosen zone, or '' for "not set". */
  onChange: (value: string) => void;
  /** The words of the "not set" choice (listed first) and of the empty field; none: no such choice. */
  unsetLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A searchable list of the IANA time zones, each shown with its offset now. Put it in a Fluent
 * `Field`, which names it and shows its validation message.
 */
export function TimeZonePicker({
  value,
  onChange,
  unsetLabel,
  disabled,
  className,
}: TimeZonePickerProps) {
  // Offsets as they are when the picker is first drawn.
  const [now] = useState(() => new Date());
  const choices = useMemo(() => timeZoneChoices(knownTimeZones(), now), [now]);
  // Some 400 options: drawn only while the list is open.
  const [open, setOpen] = useState(false);
  // A zone this browser does not list under that name (an old alias, e.g. stored earlier) is
  // still shown, and chosen.
  const listed = useMemo(() => {
    const name = value.trim();
    const unlisted =
      name !== '' &&
      !choices.some((c) => c.zone.toLowerCase() === name.toLowerCase()) &&
      utcOffsetOf(name, now) !== null;
    return unlisted ? [...timeZoneChoices([name], now), ...choices] : choices;
  }, [choices, now, value]);
  // The whole list while the field holds nothing or a chosen zone; what matches while typing.
  const browsing = value.trim() === '' || listed.some((c) => c.zone === value);
  const shown = browsing ? listed : matchingTimeZones(listed, value);

  // A zone typed in full but in other letter case is the zone.
  const settle = () => {
    const typed = value.trim().toLowerCase();
    const exact = listed.find((c) => c.zone.toLowerCase() === typed);
    if (exact && exact.zone !== value) onChange(exact.zone);
  };

  return (
    <Combobox
      freeform
      className={className}
      disabled={disabled}
      placeholder={unsetLabel}
      value={value}
      selectedOptions={browsing ? [value] : []}
      onChange={(event) => onChange(event.target.value)}
      // No option value: Fluent dropping the choice as the text is edited; the text stays.
      onOptionSelect={(_event, data) => {
        if (data.optionValue !== undefined) onChange(data.optionValue);
      }}
      onBlur={settle}
      onOpenChange={(_event, data) => setOpen(data.open)}
    >
      {open && browsing && unsetLabel !== undefined && (
        <Option value="" text="">
          {unsetLabel}
        </Option>
      )}
      {(open ? shown : []).map((choice) => (
        <Option key={choice.zone} value={choice.zone} text={choice.zone}>
          {choice.label}
        </Option>
      ))}
      {open && shown.length === 0 && (
        <Option value=" no match" text="" disabled>
          {`No time zone matches "${value.trim()}"`}
        </Option>
      )}
    </Combobox>
  );
}
