import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { ServiceDeviceCommands } from './ServiceDeviceCommands';

afterEach(cleanup);

const SERVICE_ADMIN = { ...ADMIN_SESSION, role: 'ROLE_GOD' as const };

const api = () =>
  fakeApi({
    AdminAccounts: () => ({
      serviceAccounts: {
        __typename: 'ServiceAccountPage',
        total: 1,
        items: [{ __typename: 'ServiceAccount', _id: 'a-1', name: 'Acme Screens' }],
      },
    }),
    AdminAccountScreens: () => ({
      serviceAccount: {
        __typename: 'ServiceAccount',
        _id: 'a-1',
        name: 'Acme Screens',
        screens: [{ __typename: 'ServiceAccountScreen', _id: 'd-1', name: 'Lobby', online: true }],
      },
    }),
    AdminServiceDeviceCommands: () => ({ serviceDeviceCommands: [] }),
    AdminSendServiceDeviceCommand: () => ({
      sendServiceDeviceCommand: { __typename: 'DeviceCommand', _id: 'c-1', status: 'queued' },
    }),
  });

// The question's surface can stay aria-hidden in jsdom while its opening motion never finishes,
// so its buttons are found with hidden roles counted.
const question = async (text: string) => {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  within(dialog).getByText(text);
  return dialog;
};

describe('service admin device commands', () => {
  it('asks before a reboot of another account’s screen, and sends only when confirmed', async () => {
    const fake = api();
    renderPage(<ServiceDeviceCommands />, { api: fake, session: SERVICE_ADMIN });
    await screen.findByRole('option', { name: 'Acme Screens' });
    await user.selectOptions(screen.getByTestId('service-command-account'), 'a-1');
    await screen.findByRole('option', { name: 'Lobby' });
    await user.selectOptions(screen.getByTestId('service-command-screen'), 'd-1');
    await user.selectOptions(screen.getByTestId('service-command-type'), 'reboot');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const first = await question('Reboot Lobby of Acme Screens?');
    await user.click(within(first).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(fake.sent('AdminSendServiceDeviceCommand')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const second = await question('Reboot Lobby of Acme Screens?');
    await user.click(within(second).getByRole('button', { name: 'Reboot', hidden: true }));
    await waitFor(() =>
      expect(fake.sent('AdminSendServiceDeviceCommand')).toEqual([
        { input: { accountId: 'a-1', deviceId: 'd-1', type: 'reboot' } },
      ]),
    );
  });
});
