import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, renderPage, user } from '../../../test/fakeApi';
import {
  SCENE_EDITOR,
  fakeFile,
  emulateLayout,
  fakeScene,
  mediaItem,
  openDialog,
  scenesServer,
  sessionWith,
} from '../../../test/scenes';
import { ScenesPage } from './ScenesPage';
import { formatUpdated } from './sceneText';

emulateLayout();
beforeEach(() => {
  // jsdom has no media playback; the thumbnails only pause their videos.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lobby = fakeScene({
  _id: 'sc-lobby',
  name: 'Lobby welcome',
  type: 'multimedial',
  duration: 45,
  sceneItems: [mediaItem('i1', 'image', 'f-photo')],
  updatedAt: '2026-03-03T10:00:00.000Z',
});
const trailer = fakeScene({
  _id: 'sc-trailer',
  name: 'Trailer',
  type: 'video',
  sceneItems: [mediaItem('i2', 'video', 'f-clip', 12)],
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const blank = fakeScene({
  _id: 'sc-blank',
  name: 'Blank slides',
  aspectRatio: { __typename: 'AspectRatio', width: 9, height: 16 },
  aspectRatioId: '9:16',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const files = [
  fakeFile('f-photo', 'image/jpeg', { thumbnailUrl: 'https://blobs.example/f-photo/thumb' }),
  fakeFile('f-clip', 'video/mp4', { duration: 12.4 }),
];

/** The page at /scenes, with the editor route showing which scene it opened. */
function EditorStub() {
  return <p>Editing {useParams().sceneId}</p>;
}
const open = (api: ReturnType<typeof scenesServer>, session = SCENE_EDITOR) =>
  renderPage(
    <Routes>
      <Route path="/scenes" element={<ScenesPage />} />
      <Route path="/scenes/:sceneId" element={<EditorStub />} />
    </Routes>,
    { api, session, path: '/scenes' },
  );

const rowNames = () =>
  screen.queryAllByTestId('scene-row').map((row) => row.getAttribute('data-scene-name'));
const rowOf = (name: string) =>
  screen.getAllByTestId('scene-row').find((r) => r.getAttribute('data-scene-name') === name)!;
/** Picks a row's action; waits until the page is no longer hidden behind a closing dialog. */
const choose = async (name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

describe('/scenes', () => {
  it('lists the non-app scenes newest first with thumbnail, type, duration and update time', async () => {
    const api = scenesServer([blank, trailer, lobby], files);
    open(api);
    await waitFor(() => expect(rowNames()).toEqual(['Lobby welcome', 'Trailer', 'Blank slides']));
    expect(api.sent('SceneList')).toEqual([
      { types: ['slides', 'image', 'video', 'presentation', 'multimedial'] },
    ]);

    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Lobby welcome').slice(1, 5)).toEqual([
      'Lobby welcome',
      'Multimedia',
      '0:45',
      formatUpdated('2026-03-03T10:00:00.000Z'),
    ]);
    // Without a duration a video scene lasts as long as its video; a blank one the default minute.
    await waitFor(() => expect(cells('Trailer').slice(2, 4)).toEqual(['Video', '0:12']));
    expect(cells('Blank slides').slice(2, 4)).toEqual(['Slides', '1:00']);
    expect(
      within(rowOf('Trailer')).getByRole('link', { name: 'Trailer' }).getAttribute('href'),
    ).toBe('/scenes/sc-trailer');

    // The thumbnail is the player's own drawing, decorative, from one file query for the list.
    const thumb = within(rowOf('Lobby welcome')).getByTestId('scene-thumbnail');
    expect(thumb.getAttribute('aria-hidden')).toBe('true');
    const image = await within(thumb).findByTestId('image-widget');
    expect(image.getAttribute('src')).toBe('https://blobs.example/f-photo/thumb');
    expect(rowOf('Trailer').querySelector('video')?.getAttribute('src')).toBe(
      'https://blobs.example/f-clip',
    );
    expect(within(rowOf('Blank slides')).getByTestId('scene-thumbnail').dataset.empty).toBe('true');
    expect(api.sent('SceneThumbnailFiles')).toHaveLength(1);
  });

  it('creates a scene from the New scene dialog and opens it in the editor', async () => {
    const api = scenesServer([lobby], files);
    open(api);
    await user.click(await screen.findByRole('button', { name: 'New scene' }));
    const dialog = await openDialog('New scene');
    const field = <T extends HTMLElement>(role: string, name: string) =>
      within(dialog).findByRole<T>(role, { name });
    const create = await field<HTMLButtonElement>('button', 'Create scene');
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect((await field<HTMLInputElement>('radio', 'Slides')).checked).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: 'Image', hidden: true })).toBeNull();
    expect((await field<HTMLInputElement>('radio', 'Landscape 16:9')).checked).toBe(true);

    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), '  Menu board ');
    await user.click(await within(dialog).findByRole('radio', { name: 'Multimedia' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Portrait 9:16' }));
    await user.click(create);

    await screen.findByText('Editing sc-new-2');
    expect(api.sent('CreateScene')).toEqual([
      {
        input: {
          name: 'Menu board',
          type: 'multimedial',
          aspectRatioId: '9:16',
          aspectRatio: { width: 9, height: 16 },
        },
      },
    ]);
  });

  it('shows the server message when creating fails, keeping the dialog open', async () => {
    const api = scenesServer([lobby], files, {
      CreateScene: () => {
        throw new ApiError('Scene limit of your tariff reached');
      },
    });
    open(api);
    await user.click(await screen.findByRole('button', { name: 'New scene' }));
    const dialog = await openDialog('New scene');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Extra');
    await user.click(await within(dialog).findByRole('button', { name: 'Create scene' }));
    await within(dialog).findByText('Scene limit of your tariff reached');
  });

  it('renames a scene', async () => {
    const api = scenesServer([lobby, trailer], files);
    open(api);
    await screen.findByRole('link', { name: 'Trailer' });
    await choose('Trailer', 'Rename');
    const dialog = await openDialog('Rename "Trailer"');
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    const rename = await within(dialog).findByRole<HTMLButtonElement>('button', { name: 'Rename' });
    expect(rename.getAttribute('aria-disabled')).toBe('true');
    await user.type(name, 'Summer trailer');
    await user.click(await within(dialog).findByRole('button', { name: 'Rename' }));

    await screen.findByRole('link', { name: 'Summer trailer' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('RenameScene')).toEqual([{ id: 'sc-trailer', name: 'Summer trailer' }]);
  });

  it('duplicates a scene; the copy comes first', async () => {
    const api = scenesServer([lobby], files);
    open(api);
    await screen.findByRole('link', { name: 'Lobby welcome' });
    await choose('Lobby welcome', 'Duplicate');
    await waitFor(() => expect(rowNames()).toEqual(['Lobby welcome (copy)', 'Lobby welcome']));
    expect(api.sent('DuplicateScene')).toEqual([{ id: 'sc-lobby' }]);
  });

  it("shows the server's message when an action fails", async () => {
    const api = scenesServer([lobby], files, {
      DuplicateScene: () => {
        throw new ApiError('The scene was deleted meanwhile');
      },
    });
    open(api);
    await screen.findByRole('link', { name: 'Lobby welcome' });
    await choose('Lobby welcome', 'Duplicate');
    expect((await screen.findByTestId('scene-list-error')).textContent).toBe(
      'The scene was deleted meanwhile',
    );
  });

  it('deletes a scene only after a confirmation naming it', async () => {
    const api = scenesServer([lobby, trailer], files);
    open(api);
    await screen.findByRole('link', { name: 'Trailer' });
    await choose('Trailer', 'Delete');
    let dialog = await openDialog('Delete scene');
    expect(dialog.textContent).toContain('Delete "Trailer"?');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(api.sent('DeleteScene')).toEqual([]);
    expect(rowNames()).toEqual(['Lobby welcome', 'Trailer']);

    await choose('Trailer', 'Delete');
    dialog = await openDialog('Delete scene');
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Lobby welcome']));
    expect(api.sent('DeleteScene')).toEqual([{ id: 'sc-trailer' }]);
  });

  it("shares a scene to the account's spaces", async () => {
    const api = scenesServer([lobby], files);
    open(api);
    await screen.findByRole('link', { name: 'Lobby welcome' });
    expect(screen.queryByLabelText('Shared to 2 spaces')).toBeNull();
    await choose('Lobby welcome', 'Share to spaces');
    const dialog = await openDialog('Share "Lobby welcome"');
    const main = await within(dialog).findByRole<HTMLInputElement>('checkbox', { name: 'Main' });
    expect(main.checked).toBe(true);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Shops' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));

    await screen.findByLabelText('Shared to 2 spaces');
    expect(api.sent('ShareScene')).toEqual([{ id: 'sc-lobby', spaceIds: ['s-main', 's-shops'] }]);
  });

  it('publishes a scene to a screen', async () => {
    const publisher = sessionWith([
      PERMISSIONS.scene.read,
      PERMISSIONS.media.read,
      PERMISSIONS.device.manageContent,
    ]);
    const screens = [{ __typename: 'Device', _id: 'd-hall', name: 'Hall', onlineStatus: 'online' }];
    const api = scenesServer([lobby], files, {
      PublishTargets: () => ({ devicePage: { __typename: 'DevicePage', items: screens } }),
      PublishToDevice: () => ({
        publishToDevice: {
          __typename: 'Device',
          _id: 'd-hall',
          name: 'Hall',
          onlineStatus: 'online',
          createdAt: '2026-03-01T10:00:00.000Z',
          platform: 'web',
          publishedContent: {
            __typename: 'PublishedContent',
            collectionName: 'scene',
            entityId: 'sc-lobby',
            name: 'Lobby welcome',
          },
        },
      }),
    });
    open(api, publisher);
    await choose('Lobby welcome', 'Publish to a screen');
    const dialog = await openDialog('Publish to a screen');
    await within(dialog).findByRole('option', { name: 'Hall (online)' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(api.sent('PublishToDevice')).toEqual([
        { deviceId: 'd-hall', content: { collectionName: 'scene', entityId: 'sc-lobby' } },
      ]),
    );
  });

  it('shows an empty state that leads to creating the first scene', async () => {
    open(scenesServer([]));
    await screen.findByText('There are no scenes yet.');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create your first scene' }));
    await openDialog('New scene');
  });

  it('offers only the actions the role allows', async () => {
    const readOnly = sessionWith([PERMISSIONS.scene.read, PERMISSIONS.media.read]);
    open(scenesServer([lobby], files), readOnly);
    await screen.findByRole('link', { name: 'Lobby welcome' });
    expect(screen.queryByRole('button', { name: 'New scene' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Lobby welcome' })).toBeNull();
    cleanup();

    open(scenesServer([]), readOnly);
    await screen.findByText('There are no scenes yet.');
    expect(screen.queryByRole('button', { name: 'Create your first scene' })).toBeNull();
    cleanup();

    const editor = sessionWith([PERMISSIONS.scene.read, PERMISSIONS.scene.update]);
    open(scenesServer([lobby], files), editor);
    await screen.findByRole('button', { name: 'New scene' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Lobby welcome' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Rename', 'Duplicate', 'Share to spaces']);
  });
});
