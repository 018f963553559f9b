import { Field } from '@fluentui/react-components';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import {
  TimeZonePicker,
  knownTimeZones,
  matchingTimeZones,
  timeZoneChoices,
  utcOffsetOf,
} from './TimeZonePicker';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });
const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

/** The picker in a field, with what it holds written out beside it. */
function Picked({ initial = '' }: { initial?: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <Field label="Time zone">
        <TimeZonePicker value={zone} onChange={setZone} unsetLabel="Not set on this screen" />
      </Field>
      <output data-testid="held">{JSON.stringify(zone)}</output>
    </>
  );
}

const held = () => JSON.parse(screen.getByTestId('held').textContent ?? '""') as string;
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('time zone choices', () => {
  it('lists every zone the browser knows, UTC first, each with its offset then', () => {
    const zones = knownTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Prague');
    expect(utcOffsetOf('Europe/Prague', WINTER)).toBe('UTC+01:00');
    expect(utcOffsetOf('Europe/Prague', SUMMER)).toBe('UTC+02:00');
    expect(utcOffsetOf('UTC', SUMMER)).toBe('UTC+00:00');
    expect(utcOffsetOf('America/St_Johns', WINTER)).toBe('UTC-03:30');
    expect(utcOffsetOf('Mars/Olympus', WINTER)).toBeNull();
    expect(timeZoneChoices(['Europe/Prague'], WINTER)).toEqual([
      { zone: 'Europe/Prague', label: 'Europe/Prague (UTC+01:00)' },
    ]);
  });

  it('finds a zone by part of its name, ignoring case, its place first', () => {
    const choices = timeZoneChoices(knownTimeZones(), WINTER);
    expect(matchingTimeZones(choices, 'prag').map((c) => c.zone)).toEqual(['Europe/Prague']);
    expect(matchingTimeZones(choices, 'new york').map((c) => c.zone)).toEqual(['America/New_York']);
    const am = matchingTimeZones(choices, 'AM').map((c) => c.zone);
    expect(am.slice(0, 2)).toEqual(['Asia/Amman', 'Europe/Amsterdam']);
    expect(am.indexOf('America/Anchorage')).toBeLessThan(am.indexOf('Africa/Bamako'));
    expect(matchingTimeZones(choices, 'Mars/Olympus')).toEqual([]);
    expect(matchingTimeZones(choices, ' ')).toHaveLength(choices.length);
  });
});

describe('TimeZonePicker', () => {
  it('finds Europe/Prague from "prag" and chooses it, shown with its offset', async () => {
    renderWithTheme(<Picked />);
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    expect(field.getAttribute('placeholder')).toBe('Not set on this screen');
    await user.type(field, 'prag');
    expect(held()).toBe('prag');
    const prague = screen.getByRole('option', { name: /^Europe\/Prague \(UTC[+-]\d\d:\d\d\)$/ });
    expect(optionNames()).toEqual([prague.textContent]);
    await user.click(prague);
    expect(held()).toBe('Europe/Prague');
    expect((field as HTMLInputElement).value).toBe('Europe/Prague');
  });

  it('chooses the first match with Tab, and keeps a name that is no zone as typed', async () => {
    renderWithTheme(<Picked />);
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    await user.type(field, 'new yo');
    await user.tab();
    expect(held()).toBe('America/New_York');

    await user.clear(field);
    await user.type(field, 'Mars/Olympus');
    expect(optionNames()).toEqual(['No time zone matches "Mars/Olympus"']);
    await user.tab();
    // Not made into a zone: the form refuses it beside the field.
    expect(held()).toBe('Mars/Olympus');
  });

  it('lists "not set" first while nothing is typed, and choosing it empties the field', async () => {
    renderWithTheme(<Picked initial="Europe/Paris" />);
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    expect((field as HTMLInputElement).value).toBe('Europe/Paris');
    await user.click(field);
    expect(optionNames()[0]).toBe('Not set on this screen');
    expect(
      screen.getByRole('option', { name: /^Europe\/Paris / }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Not set on this screen' }));
    expect(held()).toBe('');
  });

  it('takes a whole name typed in other letter case as the zone', async () => {
    renderWithTheme(<Picked />);
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    await user.type(field, 'europe/prague');
    // Leaving by pointer chooses no option; the name is put in the zone's own letters.
    await user.click(document.body);
    expect(held()).toBe('Europe/Prague');
  });
});
