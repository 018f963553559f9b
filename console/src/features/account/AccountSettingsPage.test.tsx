import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSettingsPage } from './AccountSettingsPage';
import { fakeApi, renderPage, user } from '../../test/fakeApi';

afterEach(cleanup);

const account = (used: number, max: number) => ({
  _id: 'a1',
  name: 'Ops Ltd',
  languageCode: 'en',
  temperatureUnit: 'celsius',
  maxStorageCapacityInMB: max,
  usedStorageCapacityInMB: used,
  tariff: 'Free',
});

const settingsServer = (used = 1234.5, max = 5000) =>
  fakeApi({
    AccountSettings: () => ({ currentAccount: account(used, max) }),
    UpdateAccount: (v) => ({
      updateAccount: {
        _id: 'a1',
        languageCode: 'en',
        temperatureUnit: 'celsius',
        ...(v.data as object),
      },
    }),
  });

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('/account (organization settings)', () => {
  it('shows storage used, maximum and remaining in decimal MB with the percentage used', async () => {
    renderPage(<AccountSettingsPage />, { api: settingsServer(1234.5, 5000) });
    const storage = await screen.findByRole('region', { name: 'Storage' });
    expect(storage.textContent).toContain(
      'Used 1,234.5 MB of 5,000 MB (24.7%), 3,765.5 MB remaining',
    );
  });

  it('never shows negative space left when the account is over its maximum', async () => {
    renderPage(<AccountSettingsPage />, { api: settingsServer(1200, 1000) });
    const storage = await screen.findByRole('region', { name: 'Storage' });
    expect(storage.textContent).toContain('Used 1,200 MB of 1,000 MB (120%), 0 MB remaining');
  });

  it('enables Save only after a change, requires a name and saves the trimmed values', async () => {
    const api = settingsServer();
    renderPage(<AccountSettingsPage />, { api });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(save().getAttribute('aria-disabled')).toBe('true');

    await user.clear(name);
    screen.getByText('Required');
    await user.click(save());
    expect(api.sent('UpdateAccount')).toEqual([]);

    await user.type(name, ' Ops Group ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Temperature unit' }),
      'fahrenheit',
    );
    await user.click(save());
    expect(api.sent('UpdateAccount')).toEqual([
      { data: { name: 'Ops Group', languageCode: 'en', temperatureUnit: 'fahrenheit' } },
    ]);
    await waitFor(() => expect(save().getAttribute('aria-disabled')).toBe('true'));
  });
});
