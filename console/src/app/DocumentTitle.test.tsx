import { cleanup, render } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { inMemoryRouter } from '../test/memoryRouter';
import { AppRoutes } from './AppRoutes';
import { useDocumentTitle } from '../shared/pageTitle';

afterEach(cleanup);

function PlaylistPage({ name }: { name?: string }) {
  useDocumentTitle(name);
  return <p>playlist</p>;
}

const routes = (playlistName?: string): RouteObject[] => [
  {
    children: [
      { path: '/devices', handle: { title: 'Screens' }, element: <p>screens</p> },
      {
        path: '/account',
        handle: { title: 'My Organization' },
        element: <Outlet />,
        children: [
          { index: true, element: <p>organization</p> },
          { path: 'users', handle: { title: 'Users' }, element: <p>users</p> },
        ],
      },
      {
        path: '/playlists/:id',
        handle: { title: 'Playlist' },
        element: <PlaylistPage name={playlistName} />,
      },
      { path: '/untitled', element: <p>untitled</p> },
    ],
  },
];

const open = (path: string, playlistName?: string) => {
  const { ui, router } = inMemoryRouter(path, <AppRoutes routes={routes(playlistName)} />);
  render(ui);
  return router;
};

describe('document title', () => {
  it('names the tab after the page, the deepest route that has a name', async () => {
    const router = open('/devices');
    expect(document.title).toBe('Screens · Marquee');
    await router.navigate('/account');
    expect(document.title).toBe('My Organization · Marquee');
    await router.navigate('/account/users');
    expect(document.title).toBe('Users · Marquee');
    await router.navigate('/untitled');
    expect(document.title).toBe('Marquee');
  });

  it('uses the name a page gives, and the route title again once it is gone', async () => {
    const router = open('/playlists/p-1', 'Demo playlist');
    expect(document.title).toBe('Demo playlist · Marquee');
    await router.navigate('/devices');
    expect(document.title).toBe('Screens · Marquee');
  });

  it('keeps the route title while the page does not know its name yet', () => {
    open('/playlists/p-1', '');
    expect(document.title).toBe('Playlist · Marquee');
  });
});
