import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { AuthGuard } from './AuthGuard';

afterEach(cleanup);

describe('the session guard', () => {
  it('while it asks who is signed in, shows the boot’s own message (delayed by its styles)', async () => {
    // The answer never comes: what shows is the wait.
    const api = fakeApi({ CurrentUserSession: () => new Promise(() => {}) });
    renderWithTheme(
      <ApolloProvider client={api.client}>
        <MemoryRouter initialEntries={['/devices']}>
          <Routes>
            <Route element={<AuthGuard />}>
              <Route path="/devices" element={<p>Screens page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    const status = await screen.findByRole('status');
    // One message from page load to page: the same as index.html's, not a second text.
    expect(status.textContent).toBe('Starting Marquee...');
    expect(status.className).toBe('boot-splash');
    expect(screen.queryByText(/Loading Marquee/)).toBeNull();
    expect(screen.queryByText('Screens page')).toBeNull();
  });
});
