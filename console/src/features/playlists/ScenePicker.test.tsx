import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, user } from '../../test/fakeApi';
import {
  SCENE_EDITOR,
  fakeFile,
  emulateLayout,
  fakeScene,
  mediaItem,
  openDialog,
  scenesServer,
  sessionWith,
} from '../../test/scenes';
import { PlaylistEditorPage } from './PlaylistEditorPage';

emulateLayout();
afterEach(cleanup);

const welcome = fakeScene({
  _id: 'sc-welcome',
  name: 'Welcome',
  sceneItems: [mediaItem('i1', 'image', 'f-logo')],
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const lunch = fakeScene({
  _id: 'sc-lunch',
  name: 'Lunch menu',
  type: 'multimedial',
  updatedAt: '2026-03-03T10:00:00.000Z',
});
const clock = fakeScene({ _id: 'app-clock', name: 'Clock', type: 'app' });

/** A playlist editor against the scenes server, plus the playlist documents it saves. */
function editorServer() {
  let playlist = {
    __typename: 'Playlist' as const,
    _id: 'p1',
    name: 'Reception',
    playlistItems: [{ _id: 'item-1', type: 'scene-reference', sceneId: 'sc-welcome', zoneId: 0 }],
    layout: null,
    mediaFit: 'contain',
    spaceIds: ['s-main'],
  };
  const api = scenesServer([welcome, lunch, clock], [fakeFile('f-logo', 'image/png')], {
    PlaylistEditor: () => ({ playlist }),
    // What the server would play: the saved playlist and the scenes it references.
    PlaylistPreviewContent: () => ({
      playableContent: {
        collectionName: 'playlist',
        entityId: 'p1',
        content: {
          playlists: [playlist],
          scenes: [welcome, lunch].filter((scene) =>
            playlist.playlistItems.some((item) => item.sceneId === scene._id),
          ),
          schedules: [],
          files: [],
        },
      },
    }),
    UpdatePlaylist: (v) => {
      playlist = { ...playlist, ...(v.input as object) };
      return { updatePlaylist: playlist };
    },
  });
  return api;
}

const open = (api: ReturnType<typeof editorServer>, session = SCENE_EDITOR) =>
  renderPage(
    <Routes>
      <Route path="/playlists/:playlistId" element={<PlaylistEditorPage />} />
    </Routes>,
    { api, session, path: '/playlists/p1' },
  );

const itemNames = () => screen.getAllByTestId('item-label').map((label) => label.textContent);

describe('playlist editor: scenes', () => {
  it('shows a scene-reference item by its scene name and thumbnail', async () => {
    open(editorServer());
    await waitFor(() => expect(itemNames()).toEqual(['Welcome']));
    const row = screen.getByTestId('playlist-item');
    const image = await within(row).findByTestId('image-widget');
    expect(image.getAttribute('src')).toBe('https://blobs.example/f-logo');
    within(row).getByRole('button', { name: 'Remove Welcome' });
  });

  it("appends the scene picked from the space's scenes as a scene-reference item", async () => {
    const api = editorServer();
    open(api);
    await waitFor(() => expect(itemNames()).toEqual(['Welcome']));
    await user.click(screen.getByRole('button', { name: 'Add scene' }));
    const dialog = await openDialog('Add scene');
    const choices = await within(dialog).findAllByTestId('scene-choice');
    // Newest first, apps included, each with its thumbnail and a Select button.
    expect(choices.map((c) => c.textContent)).toEqual([
      'Lunch menuMultimediaSelect',
      'WelcomeSlidesSelect',
      'ClockAppSelect',
    ]);
    expect(choices.every((c) => within(c).queryByTestId('scene-thumbnail'))).toBe(true);

    await user.click(await within(dialog).findByRole('button', { name: 'Select Lunch menu' }));
    await waitFor(() => expect(itemNames()).toEqual(['Welcome', 'Lunch menu']));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [saved] = api.sent('UpdatePlaylist') as [{ input: { playlistItems: unknown[] } }];
    expect(saved.input.playlistItems).toEqual([
      { _id: 'item-1', type: 'scene-reference', sceneId: 'sc-welcome', zoneId: 0 },
      { _id: expect.any(String), type: 'scene-reference', sceneId: 'sc-lunch', zoneId: 0 },
    ]);
  });

  it('fetches the preview again once a scene it lacks is added, so its length counts', async () => {
    const api = editorServer();
    open(api);
    await waitFor(() => expect(api.sent('PlaylistPreviewContent')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Add scene' }));
    const dialog = await openDialog('Add scene');
    await user.click(await within(dialog).findByRole('button', { name: 'Select Lunch menu' }));
    await waitFor(() => expect(api.sent('PlaylistPreviewContent')).toHaveLength(2));
  });

  it('closes the picker on Cancel without changing the playlist', async () => {
    const api = editorServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Add scene' }));
    const dialog = await openDialog('Add scene');
    await within(dialog).findAllByTestId('scene-choice');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('UpdatePlaylist')).toEqual([]);
  });

  it('offers no scenes to a role that may read neither scenes nor apps', async () => {
    open(editorServer(), sessionWith([PERMISSIONS.playlist.read, PERMISSIONS.playlist.update]));
    await screen.findByRole('button', { name: 'Add media' });
    expect(screen.queryByRole('button', { name: 'Add scene' })).toBeNull();
  });
});
