import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
// The narrow screen's menu is a Fluent drawer: without it, tabster hides the drawer 250 ms of
// wall time after it opens, and a loaded machine's test finds none (see the file). The file
// runs isolated already (vi.stubGlobal).
import '../../test/focusableLayout';
import { renderShell } from '../../test/shell';
import { SIGNED_OUT_SESSION, type Session } from '../../shared/session/session';

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

const shellOverTwoPages = () =>
  renderShell(operator, [
    { path: '/devices', title: 'Screens' },
    { path: '/files', title: 'Media' },
  ]);

describe('AppShell', () => {
  it('offers "Skip to content" first, and it moves focus to the page', async () => {
    shellOverTwoPages();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('names the tab after the page shown', async () => {
    const router = shellOverTwoPages();
    await waitFor(() => expect(document.title).toBe('Screens · Marquee'));
    await user.click(screen.getByRole('link', { name: 'Media' }));
    await waitFor(() => expect(document.title).toBe('Media · Marquee'));
    expect(router.pathname()).toBe('/files');
  });

  it('on a narrow screen, opens the menu as a drawer and goes where it is told', async () => {
    narrowWindow();
    const router = shellOverTwoPages();
    expect(screen.queryByRole('link', { name: 'Media' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Media' }));
    await waitFor(() => expect(router.pathname()).toBe('/files'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
