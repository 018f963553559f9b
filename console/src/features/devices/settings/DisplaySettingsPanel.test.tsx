import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../../app/shell/AppToaster';
import { ApiError, fakeApi, renderPage, user } from '../../../test/fakeApi';
import { DisplaySettingsPanel } from './DisplaySettingsPanel';

afterEach(cleanup);

type Period = { day: string; start: string; end: string };

/** A server holding one screen's settings; saving stores them unless `refuse` answers. */
function server(
  options: {
    capabilities?: string[];
    settings?: { volume: number | null; rotation: number; displaySchedule: Period[] };
    refuse?: (input: Record<string, unknown>) => ApiError | null;
  } = {},
) {
  let settings = options.settings ?? { volume: null, rotation: 0, displaySchedule: [] };
  let saved = 0;
  const device = () => ({
    device: {
      __typename: 'Device',
      _id: 'd1',
      name: 'Counter',
      timeZone: 'Europe/Prague',
      deviceInfo: options.capabilities ? { capabilities: options.capabilities } : {},
      settings: {
        __typename: 'DeviceSettings',
        ...settings,
        displaySchedule: settings.displaySchedule.map((p) => ({
          __typename: 'DisplayPeriod',
          ...p,
        })),
        updatedAt: saved ? `2026-11-28T12:00:0${saved}.000Z` : null,
      },
    },
  });
  const api = fakeApi({
    DeviceSettings: device,
    UpdateDeviceSettings: (variables) => {
      const input = variables.input as typeof settings;
      const refusal = options.refuse?.(input);
      if (refusal) throw refusal;
      settings = input;
      saved++;
      return { updateDeviceSettings: device().device };
    },
  });
  return { api };
}

const render = (api: ReturnType<typeof fakeApi>, canEdit = true) =>
  renderPage(
    <>
      <DisplaySettingsPanel deviceId="d1" canEdit={canEdit} />
      <AppToaster />
    </>,
    { api },
  );

const saveButton = () => screen.getByRole('button', { name: 'Save display settings' });

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
      (await screen.findAllByText('Display settings saved. Counter applies them within seconds.'))
        .length,
    ).toBeGreaterThan(0);
    expect(api.sent('UpdateDeviceSettings')).toEqual([
      { deviceId: 'd1', input: { volume: 35, rotation: 90, displaySchedule: [] } },
    ]);
  });

  it('starts a week as a shop week, and adds and removes periods per day', async () => {
    const { api } = server();
    render(api);
    await user.click(
      await screen.findByRole('switch', { name: 'Turn the display off outside set hours' }),
    );
    // Monday to Friday 07:00–22:00, Saturday 09:00–18:00.
    expect(screen.getAllByRole('textbox', { name: /, on from$/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Remove Saturday 09:00–18:00' }));
    await user.click(screen.getByRole('button', { name: 'Add a period on Sunday' }));
    await user.click(saveButton());
    await screen.findAllByText('Display settings saved. Counter applies them within seconds.');
    expect(api.sent('UpdateDeviceSettings')).toEqual([
      {
        deviceId: 'd1',
        input: {
          volume: null,
          rotation: 0,
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
    const field = off.closest('.fui-Field') as HTMLElement;
    expect(within(field).getByText('Enter a time like 07:30')).toBeTruthy();
    expect(api.sent('UpdateDeviceSettings')).toEqual([]);
    // An off time before the on time is not a mistake: it runs past midnight.
    await user.clear(off);
    await user.type(off, '02:00');
    expect(within(field).getByText('The next day')).toBeTruthy();
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
    const field = start.closest('.fui-Field') as HTMLElement;
    expect(
      await within(field).findByText('Overlaps Monday 22:00–09:00; join them into one period'),
    ).toBeTruthy();
  });

  it('says in words what a screen cannot do, and holds those controls back', async () => {
    const { api } = server({ capabilities: ['reboot'] });
    render(api);
    await screen.findByText('This screen cannot set its volume.');
    expect(screen.getByText('This screen cannot turn its display off and on.')).toBeTruthy();
    expect(
      screen.getByText(
        'This screen cannot turn its picture itself, so the player turns what it shows.',
      ),
    ).toBeTruthy();
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

  it('shows the settings to someone who cannot change them, with the reason', async () => {
    const { api } = server();
    render(api, false);
    await screen.findByText('Changing these needs permission to configure screens.');
    expect(screen.queryByRole('button', { name: 'Save display settings' })).toBeNull();
  });
});
