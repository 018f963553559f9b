import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../app/shell/AppToaster';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { PublishPlaylistDialog } from './PublishPlaylistDialog';

afterEach(cleanup);

function Editor() {
  const [open, setOpen] = useState(true);
  return (
    <PublishPlaylistDialog
      playlistId="p-demo"
      playlistName="Demo playlist"
      open={open}
      onClose={() => setOpen(false)}
    />
  );
}

describe('publishing a playlist from its editor', () => {
  it('closes the dialog and tells the outcome in the notice, as Screens does', async () => {
    const api = fakeApi({
      PublishTargets: () => ({
        devicePage: {
          __typename: 'DevicePage',
          items: [
            { __typename: 'Device', _id: 'd-counter', name: 'Counter', onlineStatus: 'online' },
          ],
        },
      }),
      PublishToDevice: () => ({
        publishToDevice: {
          __typename: 'Device',
          _id: 'd-counter',
          name: 'Counter',
          onlineStatus: 'online',
          createdAt: '2026-11-01T08:00:00.000Z',
          platform: 'web',
          publishedContent: {
            __typename: 'PublishedContent',
            collectionName: 'playlist',
            entityId: 'p-demo',
            name: 'Demo playlist',
          },
        },
      }),
    });
    renderPage(
      <>
        <Editor />
        <AppToaster />
      </>,
      { api },
    );
    await screen.findByRole('option', { name: 'Counter (online)' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      (await screen.findAllByText('Published Demo playlist to Counter')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PublishToDevice')).toEqual([
      { deviceId: 'd-counter', content: { collectionName: 'playlist', entityId: 'p-demo' } },
    ]);
  });
});
