import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../../app/shell/AppToaster';
import { fakeApi, renderPage, user } from '../../../test/fakeApi';
import { GroupSettingsPanel } from './GroupSettingsPanel';

afterEach(cleanup);

/** A server holding one group "Lobby" of five screens, two of them Samsung TVs without volume. */
function server() {
  let settings: Record<string, unknown> = {
    volume: null,
    rotation: null,
    displaySchedule: null,
    timeZone: null,
    screenshotIntervalMinutes: null,
  };
  let saved = 0;
  const group = () => ({
    __typename: 'ScreenGroup',
    _id: 'g1',
    name: 'Lobby',
    settings: {
      __typename: 'SettingsLayer',
      ...settings,
      updatedAt: saved ? `2026-11-28T12:00:0${saved}.000Z` : null,
    },
    settingsSupport: [
      {
        __typename: 'SettingSupport',
        field: 'volume',
        screenCount: 5,
        unableCount: 2,
        unablePlatforms: ['tizen'],
      },
      {
        __typename: 'SettingSupport',
        field: 'screenshotIntervalMinutes',
        screenCount: 5,
        unableCount: 0,
        unablePlatforms: [],
      },
    ],
  });
  const api = fakeApi({
    GroupSettings: () => ({ screenGroup: group() }),
    UpdateGroupSettings: (variables) => {
      settings = { ...(variables.input as Record<string, unknown>) };
      saved++;
      return { updateScreenGroupSettings: group() };
    },
  });
  return { api };
}

const render = (api: ReturnType<typeof fakeApi>) =>
  renderPage(
    <>
      <GroupSettingsPanel groupId="g1" canEdit />
      <AppToaster />
    </>,
    { api },
  );

describe("a group's screen settings", () => {
  it('says how many of its screens cannot apply a setting, and still lets it be set', async () => {
    const { api } = server();
    render(api);
    await screen.findByText('2 of 5 screens cannot set their volume (Samsung TV (Tizen)).');
    // Every screen can take screenshots: nothing is said.
    expect(screen.queryByText(/cannot take screenshots/)).toBeNull();
    const volume = screen.getByRole('switch', { name: 'Set the volume for this group' });
    expect(volume).toHaveProperty('disabled', false);
    await user.click(volume);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Rotation' })).getByRole('radio', {
        name: 'Portrait, turned right (90°)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save group settings' }));
    await screen.findAllByText(/^Settings saved\. The group's screens apply them/);
    // What the group does not set goes as null: not set by the group.
    expect(api.sent('UpdateGroupSettings')).toEqual([
      {
        groupId: 'g1',
        input: {
          volume: 50,
          rotation: 90,
          displaySchedule: null,
          timeZone: null,
          screenshotIntervalMinutes: null,
        },
      },
    ]);
  });

  it('offers "not set by this group" for each choice, chosen until the group sets one', async () => {
    const { api } = server();
    render(api);
    const rotation = await screen.findByRole('radiogroup', { name: 'Rotation' });
    expect(within(rotation).getByRole('radio', { name: 'Not set by this group' })).toHaveProperty(
      'checked',
      true,
    );
    const display = screen.getByRole('radiogroup', { name: 'Display hours' });
    expect(within(display).getByRole('radio', { name: 'Not set by this group' })).toHaveProperty(
      'checked',
      true,
    );
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveProperty('value', '');
    expect(zone.getAttribute('placeholder')).toBe('Not set by this group');
  });

  it('finds the time zone by part of its name, and refuses a name that is no zone', async () => {
    const { api } = server();
    render(api);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    const save = screen.getByRole('button', { name: 'Save group settings' });
    await user.type(zone, 'Mars/Olympus');
    await user.click(save);
    const field = zone.closest('.fui-Field')!;
    within(field as HTMLElement).getByText('Choose a time zone by its name, such as Europe/Paris');
    expect(api.sent('UpdateGroupSettings')).toEqual([]);

    await user.clear(zone);
    await user.type(zone, 'prag');
    await user.click(screen.getByRole('option', { name: /^Europe\/Prague \(UTC[+-]\d\d:\d\d\)$/ }));
    await user.click(save);
    await screen.findAllByText(/^Settings saved\./);
    expect(api.sent('UpdateGroupSettings')).toEqual([
      {
        groupId: 'g1',
        input: {
          volume: null,
          rotation: null,
          displaySchedule: null,
          timeZone: 'Europe/Prague',
          screenshotIntervalMinutes: null,
        },
      },
    ]);
  });

  it('sums up what stopped a save beside the Save button, and goes to the first problem', async () => {
    const { api } = server();
    render(api);
    const display = await screen.findByRole('radiogroup', { name: 'Display hours' });
    await user.click(
      within(display).getByRole('radio', { name: 'Turn the display off outside set hours' }),
    );
    const mondayFrom = screen.getAllByRole('textbox', { name: 'Monday, on from' })[0]!;
    await user.clear(mondayFrom);
    await user.type(mondayFrom, '25:00');
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save group settings' }));

    const problems = await screen.findByTestId('settings-problems');
    const lines = [...problems.querySelectorAll('.fui-MessageBarBody > div')].map(
      (line) => line.textContent,
    );
    expect(lines[0]).toBe('The settings were not saved. Fix these 2 problems first:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^Monday, on from: \S/),
      'Time zone: Choose a time zone by its name, such as Europe/Paris',
    ]);
    // The week is long: the first problem, above it, gets the focus.
    expect(document.activeElement).toBe(mondayFrom);
    expect(api.sent('UpdateGroupSettings')).toEqual([]);
  });
});
