// runs isolated: it gives jsdom the layout that tabster reads (test/focusableLayout), which would
// carry over to the next file of a shared worker.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// Without it the release question can hide itself 250 ms after it opens: see the file.
import '../../test/focusableLayout';
import { PERMISSIONS } from '@marquee/sdk/model';
import { ADMIN_SESSION, ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { DeregisterPage } from './DeregisterPage';
import { RegisterByCodePage } from './RegisterByCodePage';
import { SonyDisplaysPage } from './SonyDisplaysPage';
import { bodyRowsOf } from '../../test/readTable';

// Installers register Sony displays by the code they show, see them listed with their status,
// and release one after a question.

afterEach(cleanup);

const INSTALLER = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.device.register]),
};

const display = (id: string, name: string, status: string, serial: string | null = null) => ({
  __typename: 'SonyDisplay',
  _id: id,
  name,
  status,
  serial,
  mac: '04-5D-4B-AD-6D-E1',
  model: null,
  ipAddress: null,
  hasPsk: false,
  groupId: null,
  deviceId: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  startedAt: null,
  releasedAt: null,
});

const listing = (displays: unknown[]) => () => ({
  sonyDisplays: displays,
  sonyBraviaSetup: {
    __typename: 'SonyBraviaSetup',
    kittingConfigured: true,
    ipControlEnabled: false,
  },
});

describe('Sony BRAVIA pages', () => {
  it('registers a display by its code and shows a refused code beside the field', async () => {
    let tries = 0;
    const api = fakeApi({
      SonyDisplays: listing([]),
      ScreenGroups: () => ({ screenGroups: [] }),
      RegisterSonyDisplayByCode: ({ input }) => {
        tries++;
        if (tries === 1)
          throw new ApiError('Sony does not know this code.', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'input.oneTimeCode', message: 'Sony does not know this code.' }],
          });
        const { name } = input as { name: string };
        return {
          registerSonyDisplayByCode: { ...display('s1', name, 'waiting'), provisioningUrl: 'x' },
        };
      },
    });
    renderPage(<RegisterByCodePage />, { api, session: INSTALLER });
    await user.type(screen.getByRole('textbox', { name: /One-time code/ }), '482913');
    await user.type(screen.getByRole('textbox', { name: /Screen name/ }), 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Register display' }));
    await screen.findByText('Sony does not know this code.');
    await user.click(screen.getByRole('button', { name: 'Register display' }));
    await screen.findByText(/Lobby is registered/);
    expect(api.sent('RegisterSonyDisplayByCode').at(-1)).toEqual({
      input: { oneTimeCode: '482913', name: 'Lobby', groupId: null },
    });
  });

  it('lists displays with their status and the way to register by code', async () => {
    const api = fakeApi({
      SonyDisplays: listing([display('s1', 'Lobby', 'waiting'), display('s2', 'Bar', 'released')]),
    });
    renderPage(<SonyDisplaysPage />, { api, session: INSTALLER });
    await screen.findByText('Waiting for first start');
    const table = screen.getByRole('table', { name: 'Sony BRAVIA displays' });
    // Name and status of each row (Registered follows the operator's clock and language).
    expect(bodyRowsOf(table).map((cells) => cells.slice(0, 2))).toEqual([
      ['Lobby', 'Waiting for first start'],
      ['Bar', 'Released'],
    ]);
    expect(screen.getByRole('link', { name: 'Register by code' }).getAttribute('href')).toBe(
      '/sony-bravia/ztp/code',
    );
  });

  it('releases a chosen display after asking', async () => {
    const api = fakeApi({
      SonyDisplays: listing([display('s1', 'Lobby', 'playing', '7001234')]),
      ReleaseSonyDisplay: ({ id }) => ({
        releaseSonyDisplay: { ...display(String(id), 'Lobby', 'released'), ipControlNote: null },
      }),
    });
    renderPage(<DeregisterPage />, { api, session: INSTALLER });
    await screen.findByRole('option', { name: /Lobby \(serial 7001234\)/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Display' }), 's1');
    await user.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Release Lobby\?/);
    await user.click(screen.getAllByRole('button', { name: 'Release' }).at(-1)!);
    await waitFor(() => expect(api.sent('ReleaseSonyDisplay')).toEqual([{ id: 's1' }]));
  });
});
