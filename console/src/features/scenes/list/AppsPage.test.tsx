import { defaultWidgets } from '@marquee/sdk';
import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, user } from '../../../test/fakeApi';
import { APP_ITEM_TYPES, type AppItemType } from './appTypes';
import { AppsPage, NO_APP_TYPES_TEXT, WHAT_AN_APP_IS } from './AppsPage';
import {
  SCENE_EDITOR,
  emulateLayout,
  fakeScene,
  openDialog,
  scenesServer,
  sessionWith,
} from '../../../test/scenes';

emulateLayout();
afterEach(cleanup);

const weather = fakeScene({
  _id: 'app-weather',
  name: 'Lobby weather',
  type: 'app',
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const slides = fakeScene({ _id: 'sc-slides', name: 'Opening hours', type: 'slides' });

function EditorStub() {
  return <p>Editing {useParams().sceneId}</p>;
}
const open = (
  api: ReturnType<typeof scenesServer>,
  {
    session = SCENE_EDITOR,
    appTypes,
  }: { session?: typeof SCENE_EDITOR; appTypes?: AppItemType[] } = {},
) =>
  renderPage(
    <Routes>
      <Route path="/apps" element={<AppsPage appTypes={appTypes} />} />
      <Route path="/scenes/:sceneId" element={<EditorStub />} />
    </Routes>,
    { api, session, path: '/apps' },
  );

const rowNames = () =>
  screen.queryAllByTestId('scene-row').map((row) => row.getAttribute('data-scene-name'));

describe('/apps', () => {
  it('lists the app scenes and says plainly that no kind of app is available yet', async () => {
    expect(APP_ITEM_TYPES).toEqual([]);
    const api = scenesServer([weather, slides]);
    open(api);
    await waitFor(() => expect(rowNames()).toEqual(['Lobby weather']));
    expect(api.sent('SceneList')).toEqual([{ types: ['app'] }]);
    const row = screen.getByTestId('scene-row');
    within(row).getByRole('cell', { name: 'App' });
    expect(within(row).getByTestId('scene-thumbnail').dataset.empty).toBe('true');
    const available = screen.getByRole('region', { name: 'Available apps' });
    within(available).getByText(NO_APP_TYPES_TEXT);
  });

  it('offers no blank app: without a kind to make, there is nothing to create', async () => {
    const api = scenesServer([]);
    open(api);
    await screen.findByText('There are no apps yet.');
    screen.getByText(WHAT_AN_APP_IS);
    screen.getByText(NO_APP_TYPES_TEXT);
    expect(screen.queryByRole('button', { name: 'New app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create your first app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('shows a card per app kind the player can draw, creating its full-screen item', async () => {
    const kinds: AppItemType[] = [
      { type: 'image', label: 'Photo wall', description: 'One picture, full screen.' },
      { type: 'weather', label: 'Weather', description: 'Not in this player.' },
    ];
    const api = scenesServer([]);
    open(api, { appTypes: kinds });
    const available = await screen.findByRole('region', { name: 'Available apps' });
    expect(within(available).queryByText(NO_APP_TYPES_TEXT)).toBeNull();
    within(available).getByText('Photo wall');
    expect(within(available).queryByText('Weather')).toBeNull();

    await user.click(within(available).getByRole('button', { name: 'Create' }));
    const dialog = await openDialog('New Photo wall');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Gallery');
    await user.click(await within(dialog).findByRole('button', { name: 'Create app' }));

    await screen.findByText('Editing sc-new-1');
    const [sent] = api.sent('CreateScene') as [{ input: Record<string, unknown> }];
    expect(sent.input).toMatchObject({ name: 'Gallery', type: 'app' });
    expect(sent.input.sceneItems).toEqual([
      expect.objectContaining({
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: expect.objectContaining({ type: 'image' }),
      }),
    ]);
    expect(defaultWidgets.some((w) => w.type === 'image' && w.fillsScreen)).toBe(true);
  });

  it('hides creating and the row actions from a role that may only read apps', async () => {
    const api = scenesServer([weather]);
    open(api, {
      session: sessionWith([PERMISSIONS.app.read, PERMISSIONS.scene.update]),
      appTypes: [{ type: 'image', label: 'Photo wall', description: 'One picture.' }],
    });
    await waitFor(() => expect(rowNames()).toEqual(['Lobby weather']));
    expect(screen.queryByRole('button', { name: 'New app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Lobby weather' })).toBeNull();
  });
});
