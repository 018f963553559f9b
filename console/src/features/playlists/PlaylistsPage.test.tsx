import { PERMISSIONS } from '@marquee/sdk/model';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../app/shell/AppToaster';
import { DELETE_QUESTION } from '../../kit/ConfirmDialog';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { sessionWith } from '../../test/scenes';
import { PlaylistsPage } from './PlaylistsPage';

afterEach(cleanup);

const PLAYLIST_ADMIN = sessionWith([
  PERMISSIONS.playlist.read,
  PERMISSIONS.playlist.update,
  PERMISSIONS.playlist.delete,
]);

function playlistsServer() {
  let playlists = [
    {
      __typename: 'Playlist',
      _id: 'p-demo',
      name: 'Demo playlist',
      playlistItems: [],
      mediaFit: 'contain',
    },
    {
      __typename: 'Playlist',
      _id: 'p-menu',
      name: 'Lunch menu',
      playlistItems: [],
      mediaFit: 'contain',
    },
  ];
  return fakeApi({
    PlaylistList: () => ({ playlists }),
    DeletePlaylist: ({ id }) => {
      playlists = playlists.filter((p) => p._id !== id);
      return { deletePlaylist: true };
    },
  });
}

const open = (api: ReturnType<typeof playlistsServer>) =>
  renderPage(
    <>
      <PlaylistsPage />
      <AppToaster />
    </>,
    { api, session: PLAYLIST_ADMIN, path: '/playlists' },
  );

// The question's surface can stay aria-hidden in jsdom while its opening motion never finishes
// (no Web Animations here), so it and its buttons are found with hidden roles counted.

const listed = () => screen.getAllByTestId('playlist-row').map((r) => r.dataset.playlistName);

describe('deleting a playlist', () => {
  it('asks first: Cancel keeps the playlist and sends nothing', async () => {
    const api = playlistsServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Demo playlist' }));
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText(DELETE_QUESTION);
    within(question).getByText(/Demo playlist will be deleted/);
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await screen.findByRole('button', { name: 'Delete Demo playlist' });
    expect(listed()).toEqual(['Demo playlist', 'Lunch menu']);
    expect(api.sent('DeletePlaylist')).toEqual([]);
  });

  it('deletes it once confirmed, and says so', async () => {
    const api = playlistsServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Demo playlist' }));
    await screen.findByRole('alertdialog', { hidden: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listed()).toEqual(['Lunch menu']));
    expect(api.sent('DeletePlaylist')).toEqual([{ id: 'p-demo' }]);
    expect((await screen.findAllByText('Deleted Demo playlist')).length).toBeGreaterThan(0);
  });
});

describe('creating a playlist', () => {
  it('keeps Create playlist in the Tab order without a name, where it creates nothing', async () => {
    const api = playlistsServer();
    open(api);
    const name = await screen.findByTestId('new-playlist-name');
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create playlist' });
    await user.click(name);
    await user.keyboard('   ');
    // In the Tab order and focusable, where a disabled button could not take the focus at all.
    // (jsdom has no layout, so Fluent's focus manager cannot follow a real Tab press here.)
    expect(create.tabIndex).toBe(0);
    act(() => create.focus());
    expect(document.activeElement).toBe(create);
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(create.disabled).toBe(false);
    // Enter, Space, a click, and Enter in the name field all leave it at that.
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(create);
    await user.click(name);
    await user.keyboard('{Enter}');
    expect(api.sent('CreatePlaylist')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(name, 'Foyer');
    expect(create.getAttribute('aria-disabled')).toBeNull();
  });
});
