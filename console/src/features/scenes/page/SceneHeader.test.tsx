import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from '../../../test/fakeApi';
import { openDialog, sessionWith } from '../../../test/scenes';
import { SceneHeader } from './SceneHeader';

afterEach(cleanup);

const PUBLISHER = sessionWith([
  PERMISSIONS.scene.read,
  PERMISSIONS.scene.update,
  PERMISSIONS.device.manageContent,
]);

const screens = () =>
  fakeApi({
    PublishTargets: () => ({
      devicePage: {
        __typename: 'DevicePage',
        items: [{ __typename: 'Device', _id: 'd-hall', name: 'Hall', onlineStatus: 'online' }],
      },
    }),
    PublishToDevice: () => ({
      publishToDevice: {
        __typename: 'Device',
        _id: 'd-hall',
        name: 'Hall',
        onlineStatus: 'online',
        createdAt: '2026-03-01T10:00:00.000Z',
        platform: 'web',
        publishedContent: null,
      },
    }),
  });

function renderHeader(dirty: boolean, session = PUBLISHER) {
  const api = screens();
  renderPage(
    <Routes>
      <Route
        path="/scenes/:sceneId"
        element={
          <SceneHeader
            name="Lobby"
            onNameChange={() => undefined}
            dirty={dirty}
            saving={false}
            onSave={() => undefined}
          />
        }
      />
    </Routes>,
    { api, session, path: '/scenes/sc-lobby' },
  );
  return api;
}

describe('publishing from the scene editor', () => {
  it('publishes the saved scene to the chosen screen', async () => {
    const api = renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await openDialog('Publish to a screen');
    await within(dialog).findByRole('option', { name: 'Hall (online)' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(api.sent('PublishToDevice')).toEqual([
        { deviceId: 'd-hall', content: { collectionName: 'scene', entityId: 'sc-lobby' } },
      ]),
    );
  });

  it('waits for unsaved changes to be saved: screens get the saved scene', () => {
    renderHeader(true);
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    expect(publish.getAttribute('title')).toBe('Save first: screens get the saved scene.');
  });

  it('is not offered to a role that may not publish', () => {
    renderHeader(false, sessionWith([PERMISSIONS.scene.read, PERMISSIONS.scene.update]));
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
