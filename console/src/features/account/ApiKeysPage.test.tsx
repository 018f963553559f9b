import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeysPage } from './ApiKeysPage';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';

// jsdom lays nothing out and has no scrollIntoView: record what the page asks to show.
const scrolledIntoView: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
afterEach(cleanup);

function keysServer() {
  const keys: { _id: string; name: string; prefix: string; permissions: string[] }[] = [];
  return fakeApi({
    ApiKeys: () => ({
      apiKeys: keys.map((k) => ({ ...k, createdAt: '2026-11-01T00:00:00Z', lastUsedAt: null })),
    }),
    CreateApiKey: (v) => {
      const id = `k-${keys.length + 1}`;
      keys.push({
        _id: id,
        name: String(v.name),
        prefix: `mk_${id}`,
        permissions: v.permissions as string[],
      });
      return { createApiKey: { secret: `mk_${id}_the-whole-secret`, apiKey: { _id: id } } };
    },
    RevokeApiKey: (v) => {
      keys.splice(
        keys.findIndex((k) => k._id === v.id),
        1,
      );
      return { revokeApiKey: true };
    },
  });
}

const keyRows = () => within(screen.getByRole('table', { name: 'API keys' })).queryAllByRole('row');

describe('/account/api-keys', () => {
  it('shows the secret once, right after creation; the list shows only its prefix', async () => {
    const api = keysServer();
    const page = renderPage(<ApiKeysPage />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Reporting');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    // Where the person looks: scrolled into view, the focus on its Copy button.
    const notice = await screen.findByTestId('new-api-key');
    within(notice).getByText('The key Reporting is ready');
    const secret = within(notice).getByRole<HTMLInputElement>('textbox', { name: 'New API key' });
    expect(secret.value).toBe('mk_k-1_the-whole-secret');
    const copy = within(notice).getByRole('button', { name: 'Copy' });
    await waitFor(() => expect(document.activeElement).toBe(copy));
    expect(scrolledIntoView).toContain(copy);
    await user.click(copy);
    await within(notice).findByRole('button', { name: 'Copied' });
    expect(await navigator.clipboard.readText()).toBe('mk_k-1_the-whole-secret');
    expect(api.sent('CreateApiKey')).toEqual([{ name: 'Reporting', permissions: ['media:read'] }]);
    await waitFor(() => expect(keyRows()).toHaveLength(2));
    within(keyRows()[1]!).getByText('mk_k-1…');
    expect(within(keyRows()[1]!).queryByText(/the-whole-secret/)).toBeNull();

    // Coming back to the page later: the key is listed, its secret is gone for good.
    page.unmount();
    renderPage(<ApiKeysPage />, { api });
    await screen.findByText('Reporting');
    expect(screen.queryByTestId('new-api-key')).toBeNull();
    expect(screen.queryByText(/the-whole-secret/)).toBeNull();
  });

  it('leaves the key selected to copy by hand where the browser lets nothing copy', async () => {
    const api = keysServer();
    renderPage(<ApiKeysPage />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Plain http');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const notice = await screen.findByTestId('new-api-key');
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(within(notice).getByRole('button', { name: 'Copy' }));
      await within(notice).findByText(/press Ctrl\+C/);
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
    const field = within(notice).getByRole<HTMLInputElement>('textbox', { name: 'New API key' });
    expect(document.activeElement).toBe(field);
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
  });

  it('grants only permissions the creator holds and needs at least one', async () => {
    const api = keysServer();
    renderPage(<ApiKeysPage />, { api });
    const group = within(screen.getByRole('group', { name: 'Permissions' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(2);
    group.getByRole('checkbox', { name: 'Manage the organization' });
    group.getByRole('checkbox', { name: 'View media' });
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Nothing');
    await user.click(screen.getByRole('checkbox', { name: 'View media' }));
    expect(screen.getByRole('button', { name: 'Create key' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('revokes a key once asked', async () => {
    const api = keysServer();
    renderPage(<ApiKeysPage />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Old');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByText('Old');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    // Asked first; Enter confirms.
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText('Revoke Old?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Old')).toBeNull());
    expect(api.sent('RevokeApiKey')).toEqual([{ id: 'k-1' }]);
  });

  it('shows the locked-feature message when the API says the tariff lacks API keys', async () => {
    const api = fakeApi({
      ApiKeys: () => {
        throw new ApiError('locked', { code: 'FEATURE_LOCKED', tariff: 'Business' });
      },
    });
    renderPage(<ApiKeysPage />, { api });
    expect((await screen.findByTestId('feature-locked')).textContent).toBe(
      'To use this feature, you need to upgrade to the Business. Please contact support for more information.',
    );
  });
});
