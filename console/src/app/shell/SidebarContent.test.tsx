import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@marquee/sdk/model';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SessionContext, SIGNED_OUT_SESSION, type Session } from '../../shared/session/session';
import { SidebarContent } from './SidebarContent';

afterEach(cleanup);

const operator: Session = {
  ...SIGNED_OUT_SESSION,
  userId: 'u1',
  email: 'operator@marquee.local',
  role: 'ROLE_USER',
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.playlist.read]),
};

const renderSidebar = (session: Session, onSignOut = () => {}) =>
  renderWithTheme(
    <MemoryRouter initialEntries={['/']}>
      <SessionContext value={session}>
        <SidebarContent onSignOut={onSignOut} />
      </SessionContext>
    </MemoryRouter>,
  );

describe('SidebarContent', () => {
  it('links the areas the user may see and marks Screens current on the root path', () => {
    renderSidebar(operator);

    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = [...main.querySelectorAll('a')].map((a) => a.textContent);
    // Integrations leads to proof of play, which reading screens or playlists is enough for.
    expect(links).toEqual(['Screens', 'Playlists', 'Integrations']);
    expect(screen.getByRole('link', { name: 'Screens' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Screens' }).getAttribute('href')).toBe('/devices');
    expect(screen.queryByRole('link', { name: 'Admin Console' })).toBeNull();
  });

  it('shows no area links before the user is loaded', () => {
    renderSidebar(SIGNED_OUT_SESSION);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("opens the user's menu from the e-mail and signs out from it", async () => {
    const onSignOut = vi.fn();
    renderSidebar(operator, onSignOut);

    await userEvent.click(screen.getByRole('button', { name: 'operator@marquee.local' }));
    await screen.findByRole('menuitem', { name: 'My profile' });
    screen.getByRole('menuitem', { name: 'Notification preferences' });
    screen.getByRole('menuitem', { name: 'Security' });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("opens the user's menu by the arrow keys too, and closes it from its button", async () => {
    renderSidebar(operator);
    const button = screen.getByRole('button', { name: 'operator@marquee.local' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();

    // Where focus goes on opening and closing needs a real layout: new-operator.e2e.ts checks it.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menuitem', { name: 'My profile' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(button);
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
