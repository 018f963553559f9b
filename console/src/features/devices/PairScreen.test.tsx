import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithTheme } from '../../test/render';
import { PairScreen } from './PairScreen';
import type { PairInput } from './PairScreenDialog';

afterEach(cleanup);

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (url: string, onPair: (input: PairInput) => Promise<void>) =>
  renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/devices"
          element={
            <>
              <PairScreen onPair={onPair} />
              <CurrentUrl />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const codeInput = () => screen.getByTestId<HTMLInputElement>('pairing-code-input');
const nameInput = () => screen.getByTestId<HTMLInputElement>('device-name-input');

describe('PairScreen', () => {
  it('opens by itself with the code from ?pairingCode and drops the parameter from the URL', async () => {
    renderAt('/devices?pairingCode=7K3M-9QXD&view=list', async () => {});

    await screen.findByRole('dialog', { name: 'Pair a screen' });
    expect(codeInput().value).toBe('7K3M-9QXD');
    expect(nameInput().value).toBe('');
    await waitFor(() =>
      expect(screen.getByTestId('current-url').textContent).toBe('/devices?view=list'),
    );
    // The dialog stays open after the parameter is gone.
    screen.getByRole('dialog', { name: 'Pair a screen' });
  });

  it('stays closed without the parameter until the user asks to pair', async () => {
    renderAt('/devices', async () => {});

    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('pair-screen-button'));

    await screen.findByRole('dialog', { name: 'Pair a screen' });
    expect(codeInput().value).toBe('');
  });

  it('gives focus back to the button when the dialog closes', async () => {
    renderAt('/devices', async () => {});

    await userEvent.click(screen.getByTestId('pair-screen-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('pair-screen-button')),
    );
  });

  it('requires a screen name before pairing', async () => {
    const onPair = vi.fn(async () => {});
    renderAt('/devices?pairingCode=7K3M9QXD', onPair);

    await userEvent.click(await screen.findByTestId('pair-submit'));

    screen.getByText('Required');
    expect(onPair).not.toHaveBeenCalled();
  });

  it('shows a server error inside the dialog and keeps what was typed', async () => {
    const onPair = vi.fn(async () => {
      throw new Error('This pairing code is unknown or has expired');
    });
    renderAt('/devices?pairingCode=7K3M9QXD', onPair);

    await userEvent.type(await screen.findByTestId('device-name-input'), 'Lobby');
    await userEvent.click(screen.getByTestId('pair-submit'));

    await screen.findByText('This pairing code is unknown or has expired');
    screen.getByRole('dialog', { name: 'Pair a screen' });
    expect(codeInput().value).toBe('7K3M9QXD');
    expect(nameInput().value).toBe('Lobby');
  });

  it("puts the server's word on a field beside it, until that field is edited", async () => {
    const unknown = 'Unknown or expired pairing code';
    const onPair = vi.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [
          {
            message: unknown,
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ path: 'pairingCode', message: unknown }],
            },
          },
        ],
      });
    });
    renderAt('/devices?pairingCode=7K3M9QXD', onPair);

    await userEvent.type(await screen.findByTestId('device-name-input'), 'Lobby');
    await userEvent.click(screen.getByTestId('pair-submit'));

    const message = await screen.findByText(unknown);
    // Under the code's own field (its label's group), not in a bar above the form.
    expect(message.closest('.fui-Field')?.textContent).toContain('Pairing code');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(nameInput().value).toBe('Lobby');
    await userEvent.type(codeInput(), 'X');
    expect(screen.queryByText(unknown)).toBeNull();
  });

  it('says when the subscription has no screen left, with the way to Billing', async () => {
    const message =
      'All 3 screens your subscription covers are paired. To pair another screen, add screens on the Billing page.';
    const onPair = vi.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [{ message, extensions: { code: 'QUOTA_EXCEEDED', billingPath: '/billing' } }],
      });
    });
    renderAt('/devices?pairingCode=7K3M9QXD', onPair);

    await userEvent.type(await screen.findByTestId('device-name-input'), 'Lobby');
    await userEvent.click(screen.getByTestId('pair-submit'));

    const limit = await screen.findByTestId('screen-limit');
    expect(limit.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Go to Billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    expect(nameInput().value).toBe('Lobby');
  });

  it('pairs with the code and name and closes', async () => {
    const onPair = vi.fn(async () => {});
    renderAt('/devices?pairingCode=7K3M9QXD', onPair);

    await userEvent.type(await screen.findByTestId('device-name-input'), 'Lobby');
    await userEvent.click(screen.getByTestId('pair-submit'));

    expect(onPair).toHaveBeenCalledWith({ pairingCode: '7K3M9QXD', name: 'Lobby' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
