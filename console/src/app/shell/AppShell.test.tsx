import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, user } from '../../test/fakeApi';
// The narrow screen's menu is a Fluent drawer: without it, tabster hides the drawer 250 ms of
// wall time after it opens, and a loaded machine's test finds none (see the file). The file
// runs isolated already (vi.stubGlobal).
import '../../test/focusableLayout';
import { inMemoryRouter } from '../../test/memoryRouter';
import { renderWithTheme } from '../../test/render';
import { AppRoutes } from '../AppRoutes';
import { SessionContext, SIGNED_OUT_SESSION, type Session } from '../../shared/session/session';
import { AppShell } from './AppShell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window under the mobile breakpoint, as a phone or a small tablet reports it. */
const narrowWindow = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const operator: Session = {
  ...SIGNED_OUT_SESSION,
  userId: 'u1',
  email: 'operator@marquee.local',
  role: 'ROLE_USER',
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.media.read]),
};

function renderShell() {
  const api = fakeApi({
    ShellSpaces: () => ({ spaces: [] }),
    CurrentUserSession: () => ({ currentUserSession: null, currentAccount: null }),
    CurrentPromotion: () => ({ currentPromotion: null }),
  });
  const { ui, router } = inMemoryRouter(
    '/devices',
    <AppRoutes
      routes={[
        {
          element: <AppShell />,
          children: [
            { path: '/devices', handle: { title: 'Screens' }, element: <h1>Screens</h1> },
            { path: '/files', handle: { title: 'Media' }, element: <h1>Media</h1> },
          ],
        },
      ]}
    />,
  );
  renderWithTheme(
    <ApolloProvider client={api.client}>
      <SessionContext value={operator}>{ui}</SessionContext>
    </ApolloProvider>,
  );
  return router;
}
describe('AppShell', () => {
  it('offers "Skip to content" first, and it moves focus to the page', async () => {
    renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('names the tab after the page shown', async () => {
    const router = renderShell();
    await waitFor(() => expect(document.title).toBe('Screens · Marquee'));
    await user.click(screen.getByRole('link', { name: 'Media' }));
    await waitFor(() => expect(document.title).toBe('Media · Marquee'));
    expect(router.pathname()).toBe('/files');
  });

  it('on a narrow screen, opens the menu as a drawer and goes where it is told', async () => {
    narrowWindow();
    const router = renderShell();
    expect(screen.queryByRole('link', { name: 'Media' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Media' }));
    await waitFor(() => expect(router.pathname()).toBe('/files'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
