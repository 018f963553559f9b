import { playlistWidget, type SceneItem } from '@marquee/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, user } from '../../test/fakeApi';
import { playlistEditor } from './index';
import { editedScene, playlistServer, renderWithDialogs } from '../../test/playlistWidget';
import { NO_PLAYLISTS, PLAYLISTS_LOAD_FAILED } from './SelectPlaylistDialog';

afterEach(cleanup);

const pickFile = async () => null;

/** Adds a playlist item as the scene editor does: create opens the dialog. */
function startCreating(api = playlistServer()) {
  const view = renderWithDialogs(api);
  const created = playlistEditor.create!({
    scene: editedScene,
    pickFile,
    openDialog: view.openDialog,
  });
  return { ...view, api, created };
}

const choices = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Select a playlist' });
  return { dialog, rows: await within(dialog).findAllByTestId('playlist-choice') };
};

describe('Select a playlist', () => {
  it('lists the playlists in two columns, each with a thumbnail, its name and Select', async () => {
    const { api } = startCreating();
    const { dialog, rows } = await choices();
    expect(getComputedStyle(within(dialog).getByRole('list')).gridTemplateColumns).toBe(
      'repeat(2, minmax(0, 1fr))',
    );
    // "Self" holds the scene being edited: showing it there would loop, so it is not offered.
    expect(rows.map((row) => row.textContent)).toEqual(['Lobby loopSelect', 'MenuSelect']);
    expect(rows.every((row) => within(row).queryByTestId('scene-thumbnail'))).toBe(true);
    // Each thumbnail draws the playlist's first scene with the player's widgets.
    await waitFor(() =>
      expect(
        rows.map((row) => within(row).queryByTestId('image-widget')?.getAttribute('src')),
      ).toEqual(['https://blobs.example/f-logo', 'https://blobs.example/f-menu']),
    );
    expect(api.sent('PlaylistWidgetChoices')).toHaveLength(1);
  });

  it('Select sets the playlist of the new item, and its end follows the playlist (5 s)', async () => {
    const { created, api } = startCreating();
    const { rows } = await choices();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Select Menu' }));
    expect(await created).toEqual({ body: { playlistId: 'p-menu' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What it plays was fetched to time the item.
    expect(api.sent('PlaylistWidgetContent')).toEqual([{ id: 'p-menu' }]);

    const item: SceneItem = {
      _id: 'new',
      start: 4,
      end: 34,
      x: 0,
      y: 0,
      w: 50,
      h: 50,
      rotation: 0,
      item: { type: 'playlist', body: {} },
    };
    const update = (body: Record<string, unknown>) =>
      playlistEditor.update!({
        sceneItem: item,
        content: { ...item.item, body },
        widget: playlistWidget,
        files: () => undefined,
      });
    expect(update({ playlistId: 'p-menu', doesDurationDependOnContent: true }).end).toBe(9);
    // With the switch off the item keeps the end the operator set.
    expect(update({ playlistId: 'p-menu', doesDurationDependOnContent: false }).end).toBe(
      undefined,
    );
  });

  it('Cancel adds nothing', async () => {
    const { created } = startCreating();
    const { dialog } = await choices();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await created).toBeNull();
  });

  it('asks the network every time it opens (never the cache)', async () => {
    const api = playlistServer();
    for (let open = 0; open < 2; open++) {
      const { created } = startCreating(api);
      const { dialog } = await choices();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await created;
      cleanup();
    }
    expect(api.sent('PlaylistWidgetChoices')).toHaveLength(2);
  });

  it('says so when the playlists cannot be loaded', async () => {
    startCreating(
      playlistServer({
        PlaylistWidgetChoices: () => {
          throw new ApiError('boom');
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select a playlist' });
    await within(dialog).findByText(PLAYLISTS_LOAD_FAILED);
    expect(PLAYLISTS_LOAD_FAILED).toBe(
      'Something went wrong. Contact our customer support, thank you.',
    );
    expect(within(dialog).queryByTestId('playlist-choice')).toBeNull();
  });

  it('says so when there are no playlists', async () => {
    startCreating(playlistServer({ PlaylistWidgetChoices: () => ({ playlists: [] }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a playlist' });
    await within(dialog).findByText('No playlists found.');
    expect(NO_PLAYLISTS).toBe('No playlists found.');
  });
});
