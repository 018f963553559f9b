import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inMemoryRouter } from '../test/memoryRouter';
import { AppRoutes } from './AppRoutes';
import { PAGE_LOAD_FAILED, lazyPage } from '../kit/lazyPage';

afterEach(cleanup);

/** A route component whose code "arrives" when the test says so. */
function pendingPage(text: string | null) {
  let arrive: () => void = () => {};
  const state = { requested: false };
  const Page = lazyPage(() => {
    state.requested = true;
    return new Promise<ComponentType>((resolve) => {
      arrive = () =>
        resolve(function Loaded() {
          return text === null ? <Outlet /> : <p>{text}</p>;
        });
    });
  });
  return { Page, state, arrive: () => act(async () => arrive()) };
}

const open = (path: string, routes: RouteObject[]) => {
  const { ui, router } = inMemoryRouter(
    path,
    <Suspense fallback={<p>starting</p>}>
      <AppRoutes routes={routes} />
    </Suspense>,
  );
  render(ui);
  return router;
};

describe('AppRoutes', () => {
  it('asks for the guard, the shell and the page at once on a first load', async () => {
    const guard = pendingPage(null);
    const shell = pendingPage(null);
    const page = pendingPage('screens page');
    open('/devices', [
      {
        Component: guard.Page,
        children: [
          {
            Component: shell.Page,
            children: [{ path: 'devices', handle: { title: 'Screens' }, Component: page.Page }],
          },
        ],
      },
    ]);
    screen.getByText('starting');
    // Nothing has arrived, yet every level's code is on its way: no guard → shell → page chain.
    expect([guard.state.requested, shell.state.requested, page.state.requested]).toEqual([
      true,
      true,
      true,
    ]);
    await page.arrive();
    await shell.arrive();
    await guard.arrive();
    await screen.findByText('screens page');
    expect(document.title).toBe('Screens · Marquee');
  });

  it('keeps the current page on screen while the next page’s code arrives', async () => {
    const devices = pendingPage('screens page');
    const files = pendingPage('media page');
    const router = open('/devices', [
      { path: '/devices', handle: { title: 'Screens' }, Component: devices.Page },
      { path: '/files', handle: { title: 'Media' }, Component: files.Page },
    ]);
    await devices.arrive();
    await screen.findByText('screens page');

    await router.navigate('/files');
    expect(files.state.requested).toBe(true);
    screen.getByText('screens page');
    expect(screen.queryByText('starting')).toBeNull();
    expect(document.title).toBe('Screens · Marquee');

    await files.arrive();
    await screen.findByText('media page');
    expect(screen.queryByText('screens page')).toBeNull();
    expect(document.title).toBe('Media · Marquee');
  });

  it('says a page could not be loaded, with a way to try again, when its code does not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    open('/devices', [{ path: '/devices', Component: Broken }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_LOAD_FAILED);
    screen.getByRole('button', { name: 'Try again' });
    vi.restoreAllMocks();
  });
});
