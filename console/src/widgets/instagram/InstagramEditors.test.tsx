import {
  clockWidget,
  defaultBodyOf,
  INSTAGRAM_PROFILE_LOAD_ERROR,
  instagramPublicFeedWidget,
  instagramWidget,
  readWidgetBody,
  type WidgetDefinition,
} from '@marquee/sdk';
import type { SceneItem } from '@marquee/sdk/model';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { InstagramAppConfiguredDocument } from '../../graphql/generated';
import { AddItemMenu } from '../../features/scenes/page/AddItemMenu';
import { renderToolbarGroup, sceneItemOf } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { postsGroup } from './DisplayGroups';
import { instagramEditor, instagramPublicFeedEditor } from './index';
import { publicProfile } from '../../test/instagram';
import { profileGroup } from './ProfileGroup';
import { INSTAGRAM_NOT_SET_UP } from './useInstagramDisabledReason';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('adding an Instagram feed item', () => {
  /** The server's answer about its Instagram app has reached the console. */
  let answered = () => false;
  const openMenu = async (configured: boolean) => {
    const onAdd = vi.fn();
    const api = fakeApi({ InstagramAppConfigured: () => ({ instagramAppConfigured: configured }) });
    answered = () => api.client.readQuery({ query: InstagramAppConfiguredDocument }) !== null;
    renderPage(
      <AddItemMenu
        widgets={[clockWidget, instagramWidget, instagramPublicFeedWidget]}
        onAdd={onAdd}
      />,
      { api },
    );
    await user.click(screen.getByTestId('add-item'));
    return onAdd;
  };

  it('is offered disabled, with the reason, while the server has no Instagram app', async () => {
    const onAdd = await openMenu(false);
    const reason = await screen.findByTestId('add-item-instagram-reason');
    expect(reason.textContent).toBe(INSTAGRAM_NOT_SET_UP);
    const item = screen.getByTestId('add-item-instagram');
    expect(item.getAttribute('aria-disabled')).toBe('true');
    await user.click(item);
    // The public feed needs no app.
    const publicItem = screen.getByTestId('add-item-instagram_public_feed');
    expect(publicItem.getAttribute('aria-disabled')).toBeNull();
    await user.click(publicItem);
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('instagram_public_feed'));
    expect(onAdd).not.toHaveBeenCalledWith('instagram');
  });

  it('is offered like any other type once the server has one', async () => {
    const onAdd = await openMenu(true);
    await waitFor(() => expect(answered()).toBe(true));
    expect(screen.getByTestId('add-item-instagram').getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('add-item-instagram-reason')).toBeNull();
    await user.click(screen.getByTestId('add-item-instagram'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('instagram'));
  });
});

/** A public feed's toolbar group, its body following its changes as in the scene editor. */
const renderPublicFeedGroup = (group: ToolbarGroup, api: ReturnType<typeof fakeApi>) =>
  renderToolbarGroup(group, {
    type: 'instagram_public_feed',
    body: defaultBodyOf(instagramPublicFeedWidget),
    followsChanges: true,
    wrapper: (ui) => renderPage(ui, { api }),
  }).onChange;

describe('loading a public profile', () => {
  function renderProfile(load: (username: string) => unknown) {
    const api = fakeApi({
      LoadInstagramProfile: (v) => load(v.username as string),
    });
    const onChange = renderPublicFeedGroup(profileGroup, api);
    return { api, onChange };
  }

  it('shows loading, then how many posts came, and sets the feed, user name and posts', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api, onChange } = renderProfile(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByTestId('instagram-username'), '@natgeo');
    await user.click(screen.getByTestId('instagram-load'));
    expect(screen.getByTestId('instagram-load').textContent).toBe('Loading...');
    expect(api.sent('LoadInstagramProfile')).toEqual([{ username: 'natgeo' }]);

    const profile = publicProfile('natgeo', 2);
    act(() => answer({ loadInstagramProfile: profile }));
    await screen.findByText('2 posts loaded');
    expect(screen.getByTestId('instagram-load').textContent).toBe('Load');
    const change = onChange.mock.calls[0]![0];
    expect(change.body).toMatchObject({ feedId: profile._id, username: 'natgeo' });
    expect((change.body!.dataCache as { id: string }[]).map((m) => m.id)).toEqual(
      profile.media.map((m) => m.id),
    );
  });

  it('says the profile may not be public when it cannot be loaded', async () => {
    const { onChange } = renderProfile(() => {
      throw new Error('Instagram answered 404');
    });
    await user.type(
      screen.getByTestId('instagram-username'),
      'https://www.instagram.com/closed.bakery/{Enter}',
    );
    await screen.findByText(INSTAGRAM_PROFILE_LOAD_ERROR);
    expect(screen.queryByText('Instagram answered 404')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('timing an Instagram item', () => {
  const post = (id: string) => ({
    id,
    caption: null,
    mediaType: 'IMAGE',
    mediaUrl: `https://scontent.cdninstagram.com/${id}.jpg`,
    proxyUrl: `/image-proxy/${id}?s=x`,
    username: 'cafe.letna',
  });
  const item = (widget: WidgetDefinition, body: Record<string, unknown>, start = 10): SceneItem =>
    sceneItemOf(widget.type, readWidgetBody(widget, body), { start, end: start + 30 });
  const endAfter = (
    widget: WidgetDefinition,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) => {
    const sceneItem = item(widget, before);
    const editor = widget === instagramWidget ? instagramEditor : instagramPublicFeedEditor;
    const content = {
      ...sceneItem.item,
      body: readWidgetBody(widget, { ...sceneItem.item.body, ...after }),
    };
    return editor.update!({ sceneItem, content, widget, files: () => undefined }).end;
  };

  it('ends at start plus posts × seconds when the seconds or the feed change', () => {
    const three = [post('a'), post('b'), post('c')];
    expect(endAfter(instagramWidget, { feedId: 'f', dataCache: three }, { duration: 10 })).toBe(40);
    expect(
      endAfter(
        instagramWidget,
        { feedId: 'f', dataCache: three },
        { feedId: 'g', dataCache: three.slice(0, 2) },
      ),
    ).toBe(70);
    expect(
      endAfter(instagramPublicFeedWidget, { feedId: 'p', dataCache: three }, { duration: 20 }),
    ).toBe(70);
    // A colour keeps the end the operator set.
    expect(
      endAfter(instagramWidget, { feedId: 'f', dataCache: three }, { textColor: '#ff0000' }),
    ).toBeUndefined();
  });

  it('changes the seconds per post and the captions from the toolbar', async () => {
    const onChange = renderPublicFeedGroup(postsGroup('public'), fakeApi({}));
    const seconds = screen.getByTestId<HTMLInputElement>('instagram-duration');
    expect(seconds.value).toBe('10');
    await user.clear(seconds);
    await user.type(seconds, '15');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { duration: 15 } });
    await user.click(screen.getByRole('switch', { name: 'Show captions' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { showCaption: false } });
  });
});
