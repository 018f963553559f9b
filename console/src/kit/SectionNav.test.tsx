import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inMemoryRouter } from '../test/memoryRouter';
import { renderWithTheme } from '../test/render';
import { SectionNav } from './SectionNav';

const LINKS = [
  { path: '/account', label: 'Organization', alsoAt: ['/'] },
  { path: '/account/users', label: 'Users' },
  { path: '/account/audit-log', label: 'Audit log' },
];

afterEach(cleanup);

const openAt = (path: string) => {
  const { ui, router } = inMemoryRouter(path, <SectionNav label="My Organization" links={LINKS} />);
  renderWithTheme(ui);
  return router;
};

const currentLinks = () =>
  within(screen.getByRole('navigation', { name: 'My Organization' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('SectionNav', () => {
  it('is a named navigation of links to the pages, not tabs', () => {
    openAt('/account/users');
    const nav = screen.getByRole('navigation', { name: 'My Organization' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Organization', '/account'],
      ['Users', '/account/users'],
      ['Audit log', '/account/audit-log'],
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('marks the page shown, and only it, as the current page', async () => {
    const router = openAt('/account/users/');
    expect(currentLinks()).toEqual(['Users']);
    await router.navigate('/account/audit-log');
    expect(currentLinks()).toEqual(['Audit log']);
    await router.navigate('/account');
    expect(currentLinks()).toEqual(['Organization']);
    // An address that shows the same page (the home page showing the screens list).
    await router.navigate('/');
    expect(currentLinks()).toEqual(['Organization']);
  });
});
