import { ApolloProvider } from '@apollo/client/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../features/auth/RequirePermission';
import { fakeApi } from '../../test/fakeApi';
import { inMemoryRouter } from '../../test/memoryRouter';
import { renderWithTheme } from '../../test/render';
import { ConsoleRoutes } from '../router';

afterEach(cleanup);

const sessionOf = (permissions: string[], features: string[] = []) => ({
  currentUserSession: {
    currentSpaceId: 's1',
    user: {
      _id: 'u1',
      accountId: 'a1',
      role: 'ROLE_USER',
      email: { email: 'someone@example.com' },
      userRole: { _id: 'r1', name: 'Custom', permissions },
    },
  },
  currentAccount: {
    _id: 'a1',
    name: 'Ops Ltd',
    billingType: 'invoice',
    tariff: 'Free',
    features,
    subscriptionInfo: { tariffFeatureAvailabilityMap: { 'audit-log': 'Business' } },
  },
});

/** The whole console (guard, shell, routes) at `path`, against a fake server. */
function openConsole(path: string, session: () => unknown) {
  const api = fakeApi({
    CurrentUserSession: session,
    ShellSpaces: () => ({ spaces: [] }),
    CurrentPromotion: () => ({ currentPromotion: null }),
    ApiKeys: () => ({ apiKeys: [] }),
    SceneList: () => ({ scenes: [] }),
    AccountSettings: () => ({
      currentAccount: {
        _id: 'a1',
        name: 'Ops Ltd',
        languageCode: 'en',
        temperatureUnit: 'celsius',
        maxStorageCapacityInMB: 1000,
        usedStorageCapacityInMB: 10,
        tariff: 'Free',
      },
    }),
  });
  const { ui, router } = inMemoryRouter(path, <ConsoleRoutes />);
  renderWithTheme(<ApolloProvider client={api.client}>{ui}</ApolloProvider>);
  return router;
}

const menuLabels = () =>
  [...document.querySelectorAll('nav a')].map((a) => a.textContent?.trim() ?? '');

describe('permission gating', () => {
  it('allows nothing until the user is loaded: no menu and no page while it loads', async () => {
    // One session answer, made before the console asks: the wait can show before the fake
    // server has run its resolver, and a resolver made then would leave `load` a no-op.
    let load: (value: unknown) => void = () => {};
    const session = new Promise((resolve) => (load = resolve));
    openConsole('/account', () => session);
    await screen.findByText('Starting Marquee...');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'My Organization' })).toBeNull();

    load(sessionOf([PERMISSIONS.account.manage]));
    await screen.findByRole('navigation', { name: 'My Organization' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Organization',
    ]);
    expect(menuLabels()).toContain('My Organization');
  });

  it('hides My Organization from a user without account management and refuses its routes', async () => {
    const router = openConsole('/devices', () => sessionOf([PERMISSIONS.device.read]));
    await waitFor(() => expect(menuLabels()).toContain('Screens'));
    expect(menuLabels()).not.toContain('My Organization');

    for (const path of ['/account', '/account/users', '/account/api-keys', '/account/audit-log']) {
      await router.navigate(path);
      await waitFor(() => expect(router.pathname()).toBe(path));
      await screen.findByText(NO_ACCESS);
      expect(screen.queryByRole('navigation', { name: 'My Organization' })).toBeNull();
    }
  });

  it('opens Scenes and Apps for a role that may read them, and refuses them otherwise', async () => {
    const router = openConsole('/scenes', () => sessionOf([PERMISSIONS.scene.read]));
    await screen.findByRole('heading', { name: 'Scenes' });
    await screen.findByText('There are no scenes yet.');
    expect(menuLabels()).toContain('Scenes');
    expect(menuLabels()).not.toContain('Apps');

    await router.navigate('/apps');
    await screen.findByText(NO_ACCESS);
    expect(screen.queryByRole('heading', { name: 'Apps' })).toBeNull();
  });

  it('shows a page locked by the tariff as the upgrade message naming the unlocking tariff', async () => {
    const router = openConsole('/account/audit-log', () =>
      sessionOf([PERMISSIONS.account.manage], ['api-keys']),
    );
    expect((await screen.findByTestId('feature-locked', {})).textContent).toBe(
      'To use this feature, you need to upgrade to the Business. Please contact support for more information.',
    );
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
    await router.navigate('/account/api-keys');
    await screen.findByRole('button', { name: 'Create key' });
    expect(screen.queryByTestId('feature-locked')).toBeNull();
  });
});
