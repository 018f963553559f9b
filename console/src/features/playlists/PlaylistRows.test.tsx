import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, user } from '../../test/fakeApi';
import {
  SCENE_EDITOR,
  emulateLayout,
  fakeFile,
  mediaItem,
  scenesServer,
  sessionWith,
} from '../../test/scenes';
import AppToaster from '../../app/shell/AppToaster';
import { DELETE_QUESTION } from '../../kit/ConfirmDialog';
import { PlaylistEditorPage } from './PlaylistEditorPage';
import { spoken } from '../../test/announcements';

emulateLayout();
afterEach(cleanup);

// jsdom lays nothing out: each row gets a place of its own (rows 100 px apart), so moving a row
// from the keyboard has somewhere to go.
const boundingRect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: Element) {
      const rowEl = this instanceof HTMLElement && this.dataset.itemId ? this : null;
      const index = rowEl ? [...rowEl.parentElement!.children].indexOf(rowEl) : -1;
      return index < 0 ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, index * 100, 600, 90);
    },
  });
});
afterAll(() => {
  if (boundingRect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', boundingRect);
});

/** What the drag-and-drop live region last told a screen reader. */

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

const open = (api: ReturnType<typeof editorServer>, session = SCENE_EDITOR, beside?: ReactNode) =>
  renderPage(
    <>
      <Routes>
        <Route path="/playlists/:playlistId" element={<PlaylistEditorPage />} />
      </Routes>
      {beside}
    </>,
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
      within(row('Logo')).getByRole<HTMLInputElement>('spinbutton', { name: 'Seconds for Logo' })
        .value,
    ).toBe('3600');
  });

  it('asks before removing a row: Cancel keeps it, Remove takes it out and saves', async () => {
    const api = editorServer();
    open(api);
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));

    await user.click(screen.getByRole('button', { name: 'Remove Clip' }));
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText(DELETE_QUESTION);
    within(question).getByText('Clip will be removed from this playlist.');
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    const removeClip = await screen.findByRole('button', { name: 'Remove Clip' });
    expect(names()).toEqual(['Logo', 'Clip', 'Menu']);
    expect(api.sent('UpdatePlaylist')).toEqual([]);

    await user.click(removeClip);
    await user.click(await screen.findByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() => expect(names()).toEqual(['Logo', 'Menu']));
    expect(api.sent('UpdatePlaylist')).toHaveLength(1);
  });

  it('moves focus to the next row, then the previous one, then Add media as rows are removed', async () => {
    open(editorServer());
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    const remove = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
      // The question's surface can stay aria-hidden in jsdom (see console/src/test).
      await user.click(
        await within(await screen.findByRole('alertdialog', { hidden: true })).findByRole(
          'button',
          { name: 'Remove', hidden: true },
        ),
      );
    };

    await remove('Clip');
    await waitFor(() => expect(names()).toEqual(['Logo', 'Menu']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Menu' })),
    );

    await remove('Menu');
    await waitFor(() => expect(names()).toEqual(['Logo']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Logo' })),
    );

    await remove('Logo');
    await waitFor(() => expect(screen.queryAllByTestId('playlist-item')).toHaveLength(0));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add media' })),
    );
  });

  it("names each row's repeated controls after its item", async () => {
    open(editorServer());
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    for (const name of ['Logo', 'Clip', 'Menu']) {
      screen.getByRole('button', { name: `Timing for ${name}` });
      screen.getByRole('button', { name: `Trigger for ${name}` });
    }
    expect(
      screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Seconds for Logo' }).value,
    ).toBe('3600');
  });

  it('says "Playlist saved" after each change is saved', async () => {
    open(editorServer(), SCENE_EDITOR, <AppToaster />);
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    await user.click(screen.getByRole('button', { name: 'Move Logo down' }));
    // The toast, and the same words in the toaster's polite live region.
    expect((await screen.findAllByText('Playlist saved')).length).toBeGreaterThan(0);
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

  it('moves a row from the keyboard: Space on its handle, an arrow, Space again, each step told', async () => {
    const api = editorServer();
    open(api);
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    screen.getByRole('button', { name: 'Drag Logo' }).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(spoken()).toBe('Picked up Logo at position 1 of 3.'));
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(spoken()).toBe('Logo is over position 2 of 3.'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(names()).toEqual(['Clip', 'Logo', 'Menu']));
    expect(spoken()).toBe('Logo dropped at position 2 of 3.');
    expect(api.sent('UpdatePlaylist')).toHaveLength(1);
  });

  it('leaves the row where it was when moving is cancelled with Escape', async () => {
    const api = editorServer();
    open(api);
    await waitFor(() => expect(names()).toEqual(['Logo', 'Clip', 'Menu']));
    screen.getByRole('button', { name: 'Drag Clip' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(spoken()).toBe('Moving cancelled. Clip is back at position 2 of 3.'),
    );
    expect(names()).toEqual(['Logo', 'Clip', 'Menu']);
    expect(api.sent('UpdatePlaylist')).toEqual([]);
  });

  it('links to the proof-of-play report of the playlist for those who may read screens', async () => {
    open(editorServer(), sessionWith([...SCENE_EDITOR.permissions, PERMISSIONS.device.read]));
    const link = await screen.findByRole('link', { name: 'Proof of play' });
    expect(link.getAttribute('href')).toBe('/data-integrations/proof-of-play/playlist/p1');
  });
});
