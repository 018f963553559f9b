import {
  defaultBodyOf,
  defaultWidgets,
  readRssBody,
  RSS_REFRESH_INTERVALS_MIN,
  type SceneItem,
  type WidgetDefinition,
} from '@marquee/sdk';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editedScene } from '../../test/playlistWidget';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { NOT_A_WEB_ADDRESS } from '../iframe/AddressGroup';
import { renderToolbarGroup, sceneItemOf } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { rssDisplayGroup } from './DisplayGroup';
import { feedGroup, URL_REQUIRED } from './FeedGroup';
import { rssFeedEditor } from './index';
import { user } from '../../test/fakeApi';

afterEach(cleanup);

const widget = defaultWidgets.find((w) => w.type === 'rss_feed') as WidgetDefinition;

const itemWith = (body: Record<string, unknown>, start = 10, end = 40): SceneItem =>
  sceneItemOf('rss_feed', body, { _id: 'r', start, end });

/** A toolbar group over an item whose body follows its changes, as the scene editor does. */
const renderGroup = (group: ToolbarGroup, body: Record<string, unknown> = {}) =>
  renderToolbarGroup(group, {
    type: 'rss_feed',
    body,
    readBody: readRssBody,
    followsChanges: true,
    item: { _id: 'r', start: 10, end: 40 },
  }).onChange;

/** The item after a content change, as the scene editor applies it (update over the merge). */
const afterChange = (sceneItem: SceneItem, body: Record<string, unknown>) =>
  rssFeedEditor.update!({
    sceneItem,
    content: { ...sceneItem.item, body: { ...sceneItem.item.body, ...body } },
    widget,
    files: () => undefined,
  });

describe('RSS feed editor', () => {
  it('is offered with its feed and display groups', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    expect(offered.find((w) => w.type === 'rss_feed')?.label).toBe('RSS feed');
    expect(rssFeedEditor.toolbarGroups).toEqual([feedGroup, rssDisplayGroup]);
  });

  it('says the address is required until one is typed, and completes its scheme', async () => {
    const onChange = renderGroup(feedGroup);
    screen.getByText(URL_REQUIRED);
    expect(URL_REQUIRED).toBe('Required');
    await user.type(screen.getByTestId('rss-url'), 'news.example.org/feed.xml');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { url: 'https://news.example.org/feed.xml' } });
    expect(screen.queryByText(URL_REQUIRED)).toBeNull();
  });

  it('says so again when the address is cleared, and refuses a script address', async () => {
    const onChange = renderGroup(feedGroup, { url: 'https://news.example.org/feed.xml' });
    const field = screen.getByTestId('rss-url');
    await user.clear(field);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { url: '' } });
    screen.getByText(URL_REQUIRED);
    await user.type(field, 'javascript:alert(1)');
    await user.tab();
    screen.getByText(NOT_A_WEB_ADDRESS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers the refresh intervals in words, an hour by default', async () => {
    const onChange = renderGroup(feedGroup, { url: 'https://news.example.org/feed.xml' });
    const refresh = screen.getByTestId<HTMLSelectElement>('rss-refresh');
    expect(refresh.value).toBe('60');
    expect([...refresh.options].map((o) => Number(o.value))).toEqual([
      ...RSS_REFRESH_INTERVALS_MIN,
    ]);
    expect([...refresh.options].map((o) => o.textContent)).toContain('1 hour');
    await user.selectOptions(refresh, '15');
    expect(onChange).toHaveBeenCalledWith({ body: { refreshIntervalInMinutes: 15 } });
  });

  it('shows 20 seconds per entry unless set, and clamps a typed one', async () => {
    const onChange = renderGroup(feedGroup);
    const seconds = screen.getByTestId<HTMLInputElement>('rss-duration');
    expect(seconds.value).toBe('20');
    await user.clear(seconds);
    await user.type(seconds, '1');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { duration: 5 } });
  });

  it('moves the end to start + 20 × the entry duration when the duration changes', () => {
    const item = itemWith({ url: 'https://news.example.org/feed.xml', duration: 20 }, 10, 410);
    expect(afterChange(item, { duration: 30 })).toMatchObject({ end: 610 });
    // Other edits keep an end the operator set.
    const shortened = itemWith({ duration: 20 }, 10, 70);
    expect(afterChange(shortened, { textColor: '#ff0000' })).not.toHaveProperty('end');
    expect(afterChange(shortened, { duration: 20 })).not.toHaveProperty('end');
  });

  it('creates an item 20 entries of 20 s long', async () => {
    const content = await rssFeedEditor.create!({
      scene: editedScene,
      pickFile: async () => null,
      openDialog: () => Promise.reject(new Error('no dialog expected')),
    });
    // The scene editor creates the item (default body, 30 s) and then applies the content.
    const provisional = itemWith(defaultBodyOf(widget), 5, 35);
    expect(afterChange(provisional, content!.body!)).toMatchObject({ end: 405 });
  });

  it('sets the colours and where the picture goes', async () => {
    const onChange = renderGroup(rssDisplayGroup);
    expect(screen.getByTestId<HTMLInputElement>('rss-text-colour').value).toBe('#000000');
    expect(screen.getByTestId<HTMLInputElement>('rss-background-colour').value).toBe('#ffffff');
    await user.selectOptions(screen.getByTestId('rss-orientation'), 'vertical');
    expect(onChange).toHaveBeenCalledWith({ body: { orientation: 'vertical' } });
  });
});
