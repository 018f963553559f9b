import type { Scene } from '@marquee/sdk/model';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderWithDialogs } from '../../test/playlistWidget';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { accountGroup } from './AccountGroup';
import { instagramEditor } from './index';
import { editorFeed, fakePopup, instagramServer } from '../../test/instagram';
import { AUTHORIZED_MESSAGE_TYPE } from './useInstagramConnection';

const scene: Scene = {
  _id: 'sc',
  name: 'Lobby',
  type: 'multimedial',
  duration: 60,
  sceneItems: [],
};
const NEW_FEED = 'feed-new';

let popup: ReturnType<typeof fakePopup> | null;
beforeEach(() => {
  popup = fakePopup();
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The space has one connected account; creating a feed gives a new one waiting for consent. */
function server(feeds = () => [editorFeed('feed-cafe', 'AUTHORIZED', 'cafe.letna', 3)]) {
  return instagramServer({
    InstagramFeeds: () => ({ instagramFeeds: feeds() }),
    CreateInstagramFeed: () => ({ createInstagramFeed: editorFeed(NEW_FEED, 'CREATED') }),
  });
}

/** Adds an Instagram item as the scene editor does: create opens the connection dialog. */
function startCreating(api: ReturnType<typeof server>) {
  const view = renderWithDialogs(api);
  const created = instagramEditor.create!({
    scene,
    pickFile: async () => null,
    openDialog: view.openDialog,
  });
  return { api, created };
}

const dialog = () => screen.findByRole('dialog', { name: 'Instagram account' });

async function connectNewAccount(api: ReturnType<typeof server>) {
  await user.click(
    within(await dialog()).getByRole('button', { name: 'Connect an Instagram account' }),
  );
  await screen.findByTestId('instagram-waiting');
  expect(api.sent('CreateInstagramFeed')).toEqual([{ data: {} }]);
  expect(popup!.location.href).toBe(editorFeed(NEW_FEED, 'CREATED').feedAuthorizationUrl);
}

describe('connecting an Instagram account', () => {
  it('creates a feed, opens its consent page and takes the feed once the subscription says it is authorised', async () => {
    const { api, created } = startCreating(server());
    await connectNewAccount(api);
    await waitFor(() => expect(api.subscribed('InstagramFeedChanged')).toEqual([{ id: NEW_FEED }]));

    // Still waiting for consent: nothing yet.
    api.push('InstagramFeedChanged', { instagramFeedChanged: editorFeed(NEW_FEED, 'CREATED') });
    screen.getByTestId('instagram-waiting');

    const authorized = editorFeed(NEW_FEED, 'AUTHORIZED', 'bistro.vinohrady', 2);
    api.push('InstagramFeedChanged', { instagramFeedChanged: authorized });
    const content = await created;
    expect(content?.body?.feedId).toBe(NEW_FEED);
    expect(content?.body?.dataCache).toEqual(
      authorized.media.map(({ id, caption, mediaType, mediaUrl, proxyUrl, username }) => ({
        id,
        caption,
        mediaType,
        mediaUrl,
        proxyUrl,
        username,
      })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("takes the feed when the server's authorisation page posts from the server's origin", async () => {
    let authorized = false;
    const api = server(() =>
      authorized ? [editorFeed(NEW_FEED, 'AUTHORIZED', 'bistro.vinohrady', 1)] : [],
    );
    const { created } = startCreating(api);
    await connectNewAccount(api);
    const listed = api.sent('InstagramFeeds').length;

    authorized = true;
    const message = (origin: string) =>
      new MessageEvent('message', {
        origin,
        data: { type: AUTHORIZED_MESSAGE_TYPE, feedId: NEW_FEED },
      });
    // Another site's message is not listened to.
    act(() => void window.dispatchEvent(message('https://evil.example')));
    expect(api.sent('InstagramFeeds')).toHaveLength(listed);

    act(() => void window.dispatchEvent(message(window.location.origin)));
    const content = await created;
    expect(content?.body?.feedId).toBe(NEW_FEED);
    expect(content?.body?.dataCache).toHaveLength(1);
  });

  it('uses an account the space already connected', async () => {
    const { created } = startCreating(server());
    await user.click(
      await within(await dialog()).findByRole('button', { name: 'Use @cafe.letna' }),
    );
    const content = await created;
    expect(content?.body?.feedId).toBe('feed-cafe');
    expect(content?.body?.dataCache).toHaveLength(3);
  });

  it('adds nothing when cancelled', async () => {
    const { created } = startCreating(server());
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(await created).toBeNull();
  });

  it('offers the consent page as a link when the popup was blocked', async () => {
    popup = null;
    const { api } = startCreating(server());
    await user.click(
      within(await dialog()).getByRole('button', { name: 'Connect an Instagram account' }),
    );
    const link = await screen.findByRole('link', { name: "open Instagram's consent page" });
    expect(link.getAttribute('href')).toBe(editorFeed(NEW_FEED, 'CREATED').feedAuthorizationUrl);
    // The dialog listens for the feed's consent once the link is shown; on a busy machine the
    // subscription can follow the link's render by a moment.
    await waitFor(() => expect(api.subscribed('InstagramFeedChanged')).toEqual([{ id: NEW_FEED }]));
  });

  it("shows the server's refusal and closes the popup", async () => {
    const close = vi.fn();
    popup = { ...fakePopup(), close };
    const api = instagramServer({
      InstagramFeeds: () => ({ instagramFeeds: [] }),
      CreateInstagramFeed: () => {
        throw new Error('Instagram is not configured on this server');
      },
    });
    startCreating(api);
    const shown = await dialog();
    await within(shown).findByText('No Instagram account is connected to this space yet.');
    await user.click(within(shown).getByRole('button', { name: 'Connect an Instagram account' }));
    await within(shown).findByText('Instagram is not configured on this server');
    expect(close).toHaveBeenCalled();
  });
});

describe('the Instagram account group', () => {
  it("names the item's account and changes it through the same dialog", async () => {
    const api = server(() => [
      editorFeed('feed-cafe', 'AUTHORIZED', 'cafe.letna', 3),
      editorFeed('feed-bistro', 'AUTHORIZED', 'bistro.vinohrady', 2),
    ]);
    const { onChange } = renderToolbarGroup(accountGroup, {
      type: 'instagram',
      body: { feedId: 'feed-cafe', dataCache: [] },
      wrapper: (ui) => renderWithDialogs(api, ui),
    });
    await screen.findByText('@cafe.letna');
    await user.click(screen.getByRole('button', { name: 'Change account' }));
    await user.click(
      await within(await dialog()).findByRole('button', { name: 'Use @bistro.vinohrady' }),
    );
    expect(onChange).toHaveBeenCalledWith({
      body: expect.objectContaining({ feedId: 'feed-bistro' }) as unknown,
    });
    expect((onChange.mock.calls[0]![0].body!.dataCache as unknown[]).length).toBe(2);
  });
});
