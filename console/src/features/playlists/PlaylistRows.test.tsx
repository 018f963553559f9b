import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, user } from '../../test/fakeApi';
import {
  SCENE_EDITOR,
  emulateLayout,
  fakeFile,
  mediaItem,
  scenesServer,
  sessionWith,
} from '../../test/scenes';
import { PlaylistEditorPage } from './PlaylistEditorPage';

emulateLayout();
afterEach(cleanup);

/** A media file as addFilesToPlaylist stores it: an inline scene of the file's type. */
const mediaRow = (id: string, name: string, type: 'image' | 'video', fileId: string) => ({
  _id: id,
  type: 'scene-inline',
  zoneId: 0,
  scene: {
    _id: `scene-${id}`,
    name,
    type,
    sceneItems: [mediaItem(`si-${id}`, type, fileId, type === 'image' ? 3600 : 42)],
  },
});

const files = [
  fakeFile('f-logo', 'image/png', { thumbnailUrl: 'https://blobs.example/f-logo-thumb.jpg' }),
  fakeFile('f-clip', 'video/mp4', {
    duration: 42.2,
    thumbnailUrl: 'https://blobs.example/clip.jpg',
  }),
  fakeFile('f-menu', 'image/jpeg'),
];

function editorServer(
  items = [
    mediaRow('i-logo', 'Logo', 'image', 'f-logo'),
    mediaRow('i-clip', 'Clip', 'video', 'f-clip'),
    mediaRow('i-menu', 'Menu', 'image', 'f-menu'),
  ],
) {
  let playlist = {
    __typename: 'Playlist' as const,
    _id: 'p1',
    name: 'Reception',
    playlistItems: items as unknown[],
    layout: null,
    mediaFit: 'contain',
    spaceIds: ['s-main'],
  };
  return scenesServer([], files, {
    PlaylistEditor: () => ({ playlist }),
    PlaylistPreviewContent: () => ({ playableContent: null }),
    UpdatePlaylist: (v) => {
      playlist = { ...playlist, ...(v.input as object) };
      return { updatePlaylist: playlist };
    },
  });
}

const open = (api: ReturnType<typeof editorServer>, session = SCENE_EDITOR) =>
  renderPage(
    <Routes>
      <Route path="/playlists/:playlistId" element={<PlaylistEditorPage />} />
    </Routes>,
    { api, session, path: '/playlists/p1' },
  );

const rows = () => screen.getAllByTestId('playlist-item');
const names = () => screen.getAllByTestId('item-label').map((l) => l.textContent);
const row = (name: string) => rows().find((r) => r.textContent?.includes(name))!;

describe('playlist rows', () => {
  it("shows each file's 64×36 thumbnail and a video's own length", async () => {
    open(editorServer());
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    await waitFor(() =>
      expect(within(row('Clip')).getByTestId('item-thumbnail').querySelector('img')).not.toBeNull(),
    );
    const thumbs = rows().map((r) => within(r).getByTestId('item-thumbnail'));
    expect(thumbs.map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual([
      'https://blobs.example/f-logo-thumb.jpg',
      'https://blobs.example/clip.jpg',
      // No processed thumbnail: the image itself.
      'https://blobs.example/f-menu',
    ]);
    // A video times itself: its seconds read as text, not as a field to type into.
    expect(within(row('Clip')).getByTestId('item-duration').textContent).toBe('42 s from video');
    expect(within(row('Clip')).queryByRole('textbox')).toBeNull();
    // An image has a duration of its own (the hour default), which the operator may change.
    expect(
      within(row('Logo')).getByRole<HTMLInputElement>('spinbutton', { name: 'Seconds' }).value,
    ).toBe('3600');
  });

  it('moves focus to the next row, then the previous one, then Add media as rows are removed', async () => {
    open(editorServer());
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));

    await user.click(screen.getByRole('button', { name: 'Remove Clip' }));
    await waitFor(() => expect(names()).toEqual(['Logo', 'Menu']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Menu' })),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Menu' }));
    await waitFor(() => expect(names()).toEqual(['Logo']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Logo' })),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await waitFor(() => expect(screen.queryAllByTestId('playlist-item')).toHaveLength(0));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add media' })),
    );
  });

  it("keeps focus on the moved row's arrow, or its handle once the arrow is disabled", async () => {
    open(editorServer());
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    screen.getByRole('button', { name: 'Move Logo down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Clip', 'Logo', 'Menu']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Logo down' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Clip', 'Menu', 'Logo']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Logo' })),
    );
  });

  it('links to the proof-of-play report of the playlist for those who may read screens', async () => {
    open(editorServer(), sessionWith([...SCENE_EDITOR.permissions, PERMISSIONS.device.read]));
    const link = await screen.findByRole('link', { name: 'Proof of play' });
    expect(link.getAttribute('href')).toBe('/data-integrations/proof-of-play/playlist/p1');
  });
});
