import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../../app/shell/AppToaster';
import { ApiError, fakeApi, renderPage, user } from '../../../test/fakeApi';
import { DisplaySettingsPanel } from './DisplaySettingsPanel';

afterEach(cleanup);

type Period = { day: string; start: string; end: string };

type Stored = {
  volume: number | null;
  rotation: number | null;
  displaySchedule: Period[] | null;
  timeZone?: string | null;
  screenshotIntervalMinutes?: number | null;
};

const periods = (list: Period[] | null) =>
  list?.map((p) => ({ __typename: 'DisplayPeriod', ...p })) ?? null;

/**
 * A server holding one screen's own settings, in a group "Lobby" that sets `group`; saving
 * stores them unless `refuse` answers.
 */
function server(
  options: {
    capabilities?: string[];
    settings?: Stored;
    group?: Partial<Stored>;
    refuse?: (input: Record<string, unknown>) => ApiError | null;
  } = {},
) {
  let own: Stored = options.settings ?? { volume: null, rotation: null, displaySchedule: null };
  const group = options.group ?? {};
  let saved = 0;
  const device = () => {
    const fields = [
      'volume',
      'rotation',
      'displaySchedule',
      'timeZone',
      'screenshotIntervalMinutes',
    ] as const;
    const defaults = {
      volume: null,
      rotation: 0,
      displaySchedule: [],
      timeZone: null,
      screenshotIntervalMinutes: null,
    };
    const pick = (f: (typeof fields)[number]) =>
      own[f] != null ? own[f] : group[f] != null ? group[f] : defaults[f];
    return {
      device: {
        __typename: 'Device',
        _id: 'd1',
        name: 'Counter',
        platform: 'tizen',
        timeZone: 'Europe/Prague',
        deviceInfo: options.capabilities ? { capabilities: options.capabilities } : {},
        settings: {
          __typename: 'DeviceSettings',
          volume: pick('volume'),
          rotation: pick('rotation'),
          displaySchedule: periods(pick('displaySchedule') as Period[]),
          timeZone: pick('timeZone'),
          screenshotIntervalMinutes: pick('screenshotIntervalMinutes'),
          updatedAt: saved ? `2026-11-28T12:00:0${saved}.000Z` : null,
          own: {
            __typename: 'SettingsLayer',
            volume: own.volume,
            rotation: own.rotation,
            displaySchedule: periods(own.displaySchedule),
            timeZone: own.timeZone ?? null,
            screenshotIntervalMinutes: own.screenshotIntervalMinutes ?? null,
            updatedAt: null,
          },
          origins: fields.map((field) => ({
            __typename: 'SettingOrigin',
            field,
            source: own[field] != null ? 'screen' : group[field] != null ? 'group' : 'default',
            groupId: group[field] != null ? 'g1' : null,
            groupName: group[field] != null ? 'Lobby' : null,
          })),
        },
      },
    };
  };
  const api = fakeApi({
    DeviceSettings: device,
    UpdateDeviceSettings: (variables) => {
      const input = variables.input as Stored;
      const refusal = options.refuse?.(input);
      if (refusal) throw refusal;
      own = input;
      saved++;
      return { updateDeviceSettings: device().device };
    },
  });
  return { api };
}

const UNSET = { timeZone: null, screenshotIntervalMinutes: null };

const render = (api: ReturnType<typeof fakeApi>, canEdit = true) =>
  renderPage(
    <>
      <DisplaySettingsPanel deviceId="d1" canEdit={canEdit} />
      <AppToaster />
    </>,
    { api },
  );

const saveButton = () => screen.getByRole('button', { name: 'Save display settings' });

/** What a screen reader hears as the field's description: its error, then its hint. */
const describedAs = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');

/** The lines beside a field: where its value comes from, then what the screen cannot do. */
const notesBeside = (control: HTMLElement) =>
  [...control.closest('.fui-Field')!.parentElement!.children]
    .filter((line) => line.classList.contains('fui-Caption1'))
    .map((line) => line.textContent);

describe('the Display section', () => {
  it('saves volume and rotation, and says so politely', async () => {
    const { api } = server();
    render(api);
    await user.click(await screen.findByRole('switch', { name: 'Set the volume from here' }));
    const level = screen.getByRole('spinbutton', { name: 'Volume, 0 to 100' });
    await user.clear(level);
    await user.type(level, '35');
    await user.click(screen.getByRole('radio', { name: 'Portrait, turned right (90°)' }));
    await user.click(saveButton());
    expect(
      (await screen.findAllByText('Settings saved. Counter applies them within seconds.')).length,
    ).toBeGreaterThan(0);
    expect(api.sent('UpdateDeviceSettings')).toEqual([
      { deviceId: 'd1', input: { volume: 35, rotation: 90, displaySchedule: null, ...UNSET } },
    ]);
  });

  it('starts a week as a shop week, and adds and removes periods per day', async () => {
    const { api } = server();
    render(api);
    await user.click(
      await screen.findByRole('radio', { name: 'Turn the display off outside set hours' }),
    );
    // Monday to Friday 07:00–22:00, Saturday 09:00–18:00.
    expect(screen.getAllByRole('textbox', { name: /, on from$/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Remove Saturday 09:00–18:00' }));
    await user.click(screen.getByRole('button', { name: 'Add a period on Sunday' }));
    await user.click(saveButton());
    await screen.findAllByText('Settings saved. Counter applies them within seconds.');
    expect(api.sent('UpdateDeviceSettings')).toEqual([
      {
        deviceId: 'd1',
        input: {
          volume: null,
          rotation: null,
          ...UNSET,
          displaySchedule: [
            ...['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
              day,
              start: '07:00',
              end: '22:00',
            })),
            { day: 'sun', start: '09:00', end: '17:00' },
          ],
        },
      },
    ]);
  });

  it('keeps a volume being typed, and refuses one out of range beside it', async () => {
    const { api } = server();
    render(api);
    await user.click(await screen.findByRole('switch', { name: 'Set the volume from here' }));
    const level = screen.getByRole('spinbutton', { name: 'Volume, 0 to 100' });
    // A number field reads "" while only "-" is typed: it must not turn into 0 under the typing.
    fireEvent.change(level, { target: { value: '' } });
    expect((level as HTMLInputElement).value).toBe('');
    const slider = screen.getByRole('slider', { name: 'Volume' });
    await user.click(saveButton());
    expect(describedAs(slider)).toEqual(['Volume is a whole number from 0 to 100']);
    fireEvent.change(level, { target: { value: '-5' } });
    expect((level as HTMLInputElement).value).toBe('-5');
    await user.click(saveButton());
    expect(describedAs(slider)).toEqual(['Volume is a whole number from 0 to 100']);
    expect(api.sent('UpdateDeviceSettings')).toEqual([]);
  });

  it('shows a mistake beside its time before sending, in words', async () => {
    const { api } = server({
      settings: {
        volume: null,
        rotation: 0,
        displaySchedule: [{ day: 'mon', start: '07:00', end: '22:00' }],
      },
    });
    render(api);
    const off = await screen.findByRole('textbox', { name: 'Monday, off at' });
    await user.clear(off);
    await user.type(off, '7pm');
    await user.click(saveButton());
    expect(describedAs(off)).toEqual(['Enter a time like 07:30']);
    expect(off.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('UpdateDeviceSettings')).toEqual([]);
    // An off time before the on time is not a mistake: it runs past midnight.
    await user.clear(off);
    await user.type(off, '02:00');
    expect(describedAs(off)).toEqual(['The next day']);
  });

  it("puts the server's refusal beside the field it names", async () => {
    const { api } = server({
      settings: {
        volume: null,
        rotation: 0,
        displaySchedule: [{ day: 'tue', start: '08:00', end: '12:00' }],
      },
      refuse: () =>
        new ApiError('Overlaps', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            {
              path: 'displaySchedule.0.start',
              message: 'Overlaps Monday 22:00–09:00; join them into one period',
            },
          ],
        }),
    });
    render(api);
    await user.click(await screen.findByRole('radio', { name: 'Landscape, upside down (180°)' }));
    await user.click(saveButton());
    const start = screen.getByRole('textbox', { name: 'Tuesday, on from' });
    await waitFor(() =>
      expect(describedAs(start)).toEqual([
        'Overlaps Monday 22:00–09:00; join them into one period',
      ]),
    );
  });

  it('says in words what a screen cannot do, and holds those controls back', async () => {
    const { api } = server({ capabilities: ['reboot'] });
    render(api);
    await screen.findByText('This screen cannot set its volume (Samsung TV (Tizen)).');
    expect(notesBeside(screen.getByRole('radiogroup', { name: 'Display hours' }))).toEqual([
      'Default: always on.',
      'This screen cannot turn its display off and on (Samsung TV (Tizen)).',
    ]);
    expect(notesBeside(screen.getByRole('radiogroup', { name: 'Rotation' }))).toEqual([
      'Default: Landscape (0°).',
      'This screen cannot turn its picture itself, so the player turns what it shows (Samsung TV (Tizen)).',
    ]);
    expect(
      notesBeside(screen.getByRole('spinbutton', { name: 'Screenshot every (minutes)' })),
    ).toEqual([
      'Default: only when asked.',
      'This screen cannot take screenshots (Samsung TV (Tizen)).',
    ]);
    expect(screen.getByRole('switch', { name: 'Set the volume from here' })).toHaveProperty(
      'disabled',
      true,
    );
    // Rotation works on every screen.
    expect(screen.getByRole('radio', { name: 'Portrait, turned left (270°)' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says where each field the screen leaves unset comes from', async () => {
    const { api } = server({
      settings: { volume: 30, rotation: null, displaySchedule: null },
      group: { rotation: 90, timeZone: 'Europe/Paris' },
    });
    render(api);
    await screen.findByText('From group Lobby: Portrait, turned right (90°).');
    expect(notesBeside(screen.getByRole('radiogroup', { name: 'Rotation' }))).toEqual([
      'From group Lobby: Portrait, turned right (90°).',
    ]);
    expect(notesBeside(screen.getByRole('combobox', { name: 'Time zone' }))).toEqual([
      'From group Lobby: Europe/Paris.',
    ]);
    expect(notesBeside(screen.getByRole('radiogroup', { name: 'Display hours' }))).toEqual([
      'Default: always on.',
    ]);
    expect(
      notesBeside(screen.getByRole('spinbutton', { name: 'Screenshot every (minutes)' })),
    ).toEqual(['Default: only when asked.']);
    // The screen's own volume wins: no origin is shown for it.
    expect(screen.queryByText(/: 30\.$/)).toBeNull();
    const rotation = screen.getByRole('radiogroup', { name: 'Rotation' });
    expect(within(rotation).getByRole('radio', { name: 'Not set on this screen' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('checks the time zone and the screenshot interval before sending', async () => {
    const { api } = server();
    render(api);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await user.type(zone, 'Mars/Olympus');
    const interval = screen.getByRole('spinbutton', { name: 'Screenshot every (minutes)' });
    await user.type(interval, '2');
    await user.click(saveButton());
    expect(describedAs(zone)).toEqual([
      'Choose a time zone by its name, such as Europe/Paris',
      "Type part of its name to find it, such as Prague. Not set on this screen: from its groups, else the screen's own (Europe/Prague).",
    ]);
    expect(describedAs(interval)).toEqual([
      'Take a screenshot every 5 to 1440 minutes (a day)',
      '5 to 1440. Empty: only when asked, unless set elsewhere.',
    ]);
    expect(api.sent('UpdateDeviceSettings')).toEqual([]);
    // Part of a name finds the zone in the picker.
    await user.clear(zone);
    await user.type(zone, 'pari');
    await user.click(screen.getByRole('option', { name: /^Europe\/Paris \(UTC[+-]\d\d:\d\d\)$/ }));
    expect(zone).toHaveProperty('value', 'Europe/Paris');
    await user.clear(interval);
    await user.type(interval, '15');
    await user.click(saveButton());
    await screen.findAllByText('Settings saved. Counter applies them within seconds.');
    expect(api.sent('UpdateDeviceSettings')).toEqual([
      {
        deviceId: 'd1',
        input: {
          volume: null,
          rotation: null,
          displaySchedule: null,
          timeZone: 'Europe/Paris',
          screenshotIntervalMinutes: 15,
        },
      },
    ]);
  });

  it('shows the settings to someone who cannot change them, with the reason', async () => {
    const { api } = server();
    render(api, false);
    await screen.findByText('Changing these needs permission to configure screens.');
    expect(screen.queryByRole('button', { name: 'Save display settings' })).toBeNull();
  });
});
