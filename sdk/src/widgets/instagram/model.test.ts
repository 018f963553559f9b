import { describe, expect, it } from 'vitest';
import { sceneItemSchema } from '../../model/index.js';
import { defaultBodyOf, readWidgetBody } from '../../render/widgetDefinition.js';
import { instagramPublicFeedWidget, instagramWidget } from './index.js';
import {
  instagramMediaIndexAt,
  instagramPictureUrl,
  readInstagramMediaList,
  type InstagramMedia,
} from './model.js';

const post = (id: string, extra: Partial<InstagramMedia> = {}) => ({
  id,
  caption: `caption ${id}`,
  mediaType: 'IMAGE',
  mediaUrl: `https://scontent.cdninstagram.com/${id}.jpg`,
  proxyUrl: `/image-proxy/${id}?s=sig`,
  username: 'cafe.letna',
  ...extra,
});

const itemOf = (type: string, body: Record<string, unknown>) =>
  sceneItemSchema.parse({
    _id: 'i',
    start: 0,
    end: 30,
    x: 0,
    y: 0,
    w: 50,
    h: 50,
    item: { type, body },
  });

describe('Instagram item bodies', () => {
  it('default to black on white and 30 s a post, the public variant white on black and 10 s', () => {
    expect(defaultBodyOf(instagramWidget)).toMatchObject({
      dataCache: [],
      duration: 30,
      textColor: '#000000',
      backgroundColor: '#ffffff',
      orientation: 'auto',
    });
    expect(defaultBodyOf(instagramPublicFeedWidget)).toMatchObject({
      dataCache: [],
      duration: 10,
      textColor: '#ffffff',
      backgroundColor: '#000000',
      username: '',
      showCaption: true,
    });
  });

  it('keep their feed when another field is damaged, and drop posts that do not read', () => {
    const body = readWidgetBody(instagramWidget, {
      feedId: 'feed-1',
      textColor: 42,
      orientation: 'sideways',
      dataCache: [post('a'), { id: 'broken' }, post('b', { caption: null, username: null })],
    });
    expect(body).toMatchObject({ feedId: 'feed-1', textColor: '#000000', orientation: 'auto' });
    expect((body.dataCache as InstagramMedia[]).map((m) => m.id)).toEqual(['a', 'b']);
    expect(readWidgetBody(instagramWidget, { feedId: 'feed-1', dataCache: 'x' }).dataCache).toEqual(
      [],
    );
  });

  it('last their posts times the seconds per post, once the body knows the posts', () => {
    const seconds = (type: string, body: Record<string, unknown>) => {
      const widget = type === 'instagram' ? instagramWidget : instagramPublicFeedWidget;
      return widget.contentSeconds!(itemOf(type, body), () => undefined);
    };
    expect(seconds('instagram', { feedId: 'f', dataCache: [post('a'), post('b')] })).toBe(60);
    expect(seconds('instagram_public_feed', { feedId: 'f', dataCache: [post('a')] })).toBe(10);
    expect(seconds('instagram', { feedId: 'f', duration: 7, dataCache: [post('a')] })).toBe(7);
    expect(seconds('instagram', { feedId: 'f' })).toBeUndefined();
  });
});

describe('the post at an item time', () => {
  it('cycles through the posts, each for its seconds', () => {
    expect(instagramMediaIndexAt(0, 3, 30)).toBe(0);
    expect(instagramMediaIndexAt(29_999, 3, 30)).toBe(0);
    expect(instagramMediaIndexAt(30_000, 3, 30)).toBe(1);
    expect(instagramMediaIndexAt(95_000, 3, 30)).toBe(0);
    expect(instagramMediaIndexAt(5_000, 0, 30)).toBe(0);
  });
});

describe('posts and pictures', () => {
  it('reads a server list, leaving out what does not read', () => {
    expect(readInstagramMediaList('nope')).toBeUndefined();
    expect(readInstagramMediaList([post('a'), null, { ...post('b'), proxyUrl: '' }])).toEqual([
      post('a'),
    ]);
  });

  it('draws pictures from the proxy on the server origin, never from another scheme', () => {
    const origin = 'https://marquee.test';
    expect(instagramPictureUrl(post('a'), origin)).toBe('https://marquee.test/image-proxy/a?s=sig');
    expect(instagramPictureUrl(post('a', { proxyUrl: 'javascript:alert(1)' }), origin)).toBeNull();
  });
});
