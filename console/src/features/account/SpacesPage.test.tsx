import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpacesSwitcher } from '../../app/shell/SpacesSwitcher';
import { SpacesPage } from './SpacesPage';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';

afterEach(cleanup);

function spacesServer() {
  const spaces = [
    { _id: 's-main', name: 'Main' },
    { _id: 's-shops', name: 'Shops' },
  ];
  const list = () => ({ spaces: spaces.map((s) => ({ ...s })) });
  return fakeApi({
    AccountSpaces: list,
    ShellSpaces: list,
    CreateSpace: (v) => {
      const space = { _id: `s-${spaces.length + 1}`, name: String(v.name) };
      spaces.push(space);
      return { createSpace: space };
    },
    RenameSpace: (v) => {
      const space = spaces.find((s) => s._id === v.id)!;
      space.name = String(v.name);
      return { renameSpace: { ...space } };
    },
    DeleteSpace: (v) => {
      if (v.id === 's-main') throw new ApiError('The last space cannot be deleted');
      spaces.splice(
        spaces.findIndex((s) => s._id === v.id),
        1,
      );
      return { deleteSpace: true };
    },
  });
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Spaces' }))
    .queryAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('/account/spaces', () => {
  it('creates a space once a name is typed', async () => {
    const api = spacesServer();
    renderPage(<SpacesPage />, { api });
    await waitFor(() => expect(rows()).toEqual(['Main', 'Shops']));
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create space' });
    expect(create.getAttribute('aria-disabled')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: 'Space name' }), '  Lobby ');
    await user.click(create);
    await waitFor(() => expect(rows()).toEqual(['Main', 'Shops', 'Lobby']));
    expect(api.sent('CreateSpace')).toEqual([{ name: 'Lobby' }]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Space name' }).value).toBe('');
  });

  it('renames a space; Rename waits for a different, non-empty name', async () => {
    const api = spacesServer();
    renderPage(<SpacesPage />, { api });
    const name = await screen.findByRole('textbox', { name: 'Name of Shops' });
    const row = name.closest('tr')!;
    const rename = within(row).getByRole<HTMLButtonElement>('button', { name: 'Rename' });
    expect(rename.getAttribute('aria-disabled')).toBe('true');
    await user.clear(name);
    expect(rename.getAttribute('aria-disabled')).toBe('true');
    await user.type(name, 'Stores');
    await user.click(rename);
    await waitFor(() =>
      expect(api.sent('RenameSpace')).toEqual([{ id: 's-shops', name: 'Stores' }]),
    );
  });

  it('deletes a space once asked (Cancel keeps it), and shows why when the server refuses', async () => {
    const api = spacesServer();
    renderPage(<SpacesPage />, { api });
    const shops = (await screen.findByRole('textbox', { name: 'Name of Shops' })).closest('tr')!;
    await user.click(within(shops).getByRole('button', { name: 'Delete' }));
    // The question's surface can stay aria-hidden in jsdom (its opening motion never finishes).
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText('The space Shops will be deleted.');
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await user.click(await within(shops).findByRole('button', { name: 'Delete' }));
    expect(api.sent('DeleteSpace')).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toEqual(['Main']));

    const main = screen.getByRole('textbox', { name: 'Name of Main' }).closest('tr')!;
    await user.click(within(main).getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Enter}');
    await screen.findByText('The last space cannot be deleted');
    expect(rows()).toEqual(['Main']);
  });
});

describe('spaces switcher', () => {
  const switcherServer = (outcome: () => unknown) =>
    fakeApi({
      ShellSpaces: () => ({
        spaces: [
          { _id: 's-main', name: 'Main' },
          { _id: 's-shops', name: 'Shops' },
        ],
      }),
      CurrentUserSession: () => ({
        currentUserSession: { currentSpaceId: 's-main', user: null },
        currentAccount: null,
      }),
      ChangeCurrentSpace: outcome,
    });

  it('goes to the return path (or /) with the new token once the change succeeds', async () => {
    const api = switcherServer(() => ({ changeCurrentSpace: { success: true, token: 't-new' } }));
    const navigateTo = vi.fn();
    renderPage(<SpacesSwitcher navigateTo={navigateTo} />, {
      api,
      path: '/files?returnPath=%2Fplaylists',
    });
    const select = await screen.findByRole('combobox', { name: 'Current space' });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('s-main'));
    await user.selectOptions(select, 'Shops');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/playlists'));
    expect(api.sent('ChangeCurrentSpace')).toEqual([{ spaceId: 's-shops' }]);
  });

  it('holds its place above the menu while the spaces load, then offers them', async () => {
    renderPage(<SpacesSwitcher navigateTo={vi.fn()} />, {
      api: switcherServer(() => null),
      path: '/files',
    });
    // Drawn at once, so the menu under it does not move when the spaces arrive.
    const select = screen.getByRole('combobox', { name: 'Current space' });
    expect((select as HTMLSelectElement).disabled).toBe(true);
    await screen.findByRole('option', { name: 'Shops' });
    expect(screen.getByRole('combobox', { name: 'Current space' })).toBe(select);
    expect((select as HTMLSelectElement).disabled).toBe(false);
  });

  it('logs a failed change and stays where it is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = switcherServer(() => {
      throw new ApiError('Unknown space');
    });
    const navigateTo = vi.fn();
    renderPage(<SpacesSwitcher navigateTo={navigateTo} />, { api, path: '/files' });
    await screen.findByRole('option', { name: 'Shops' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Current space' }), 'Shops');
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('changeCurrentSpace failed', expect.anything()),
    );
    expect(navigateTo).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
