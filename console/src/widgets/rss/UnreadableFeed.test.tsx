import { sceneSchema } from '@marquee/sdk/model';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScenePreview } from '../../features/scenes/page/ScenePreview';
import { fakeApi, renderPage } from '../../test/fakeApi';

// The scene editor draws items with the sdk's own widgets, through the operator's session: a
// feed the server cannot read shows the placeholder a screen would show, plus the editor's note.

const REFUSED = 'The feed could not be read: the connection was refused.';

/** The Marquee server as the editor's item data reaches it: every feed is unreadable. */
const serverRefusingFeeds = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({
    data: null,
    errors: [{ message: REFUSED, extensions: { code: 'BAD_USER_INPUT' } }],
  }),
);

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', serverRefusingFeeds);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const scene = sceneSchema.parse({
  _id: 's',
  name: 'Shop window',
  type: 'slides',
  sceneItems: [
    {
      _id: 'news',
      start: 0,
      end: 60,
      x: 0,
      y: 83,
      w: 100,
      h: 17,
      item: {
        type: 'rss_feed',
        body: {
          url: 'https://news.example.org/feed.xml',
          textColor: '#ffd166',
          backgroundColor: '#073b4c',
        },
      },
    },
  ],
});

describe('an RSS item whose feed cannot be read, in the scene editor', () => {
  it('shows the screen’s placeholder in its colours and says why', async () => {
    renderPage(
      <ScenePreview
        scene={scene}
        files={new Map()}
        aspect="16:9"
        timeMs={0}
        playing={false}
        width={960}
      />,
      { api: fakeApi({}) },
    );
    const message = await screen.findByText('News will appear here');
    expect(message.style.color).toBe('rgb(255, 209, 102)');
    expect(screen.getByTestId('rss-widget').style.backgroundColor).toBe('rgb(7, 59, 76)');
    expect(screen.getByTestId('feed-hint').textContent).toBe(
      `${REFUSED} Screens show this placeholder until it can be fetched.`,
    );
    const [address, request] = serverRefusingFeeds.mock.calls[0]!;
    expect(address).toMatch(/\/graphql$/);
    expect(request?.body).toContain('news.example.org');
  });
});
