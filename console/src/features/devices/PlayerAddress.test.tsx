import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PairScreen } from './PairScreen';
import { PLAYER_APP_TEXT, PlayerAddress } from './PlayerAddress';

afterEach(cleanup);

const address = () => `${window.location.origin}/player`;

describe('PlayerAddress', () => {
  it('shows where the player is, with a way for TVs that have the app', () => {
    renderWithTheme(<PlayerAddress />);

    const link = screen.getByTestId<HTMLAnchorElement>('player-address');
    expect(link.textContent).toBe(address());
    expect(link.href).toBe(address());
    screen.getByText(PLAYER_APP_TEXT);
  });

  it('copies the address and says so', async () => {
    const user = userEvent.setup(); // gives the page a clipboard
    renderWithTheme(<PlayerAddress />);

    await user.click(screen.getByRole('button', { name: 'Copy the player address' }));

    await screen.findByRole('button', { name: 'Copied' });
    expect(screen.getByRole('status').textContent).toBe('Player address copied');
    expect(await navigator.clipboard.readText()).toBe(address());
  });
});

describe('the Pair dialog', () => {
  it('tells where the code comes from, after the fields', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MemoryRouter>
        <PairScreen onPair={async () => {}} />
      </MemoryRouter>,
    );

    await user.click(screen.getByTestId('pair-screen-button'));

    const dialog = await screen.findByRole('dialog', { name: 'Pair a screen' });
    const link = dialog.querySelector('[data-testid="player-address"]');
    expect(link?.textContent).toBe(address());
    // Fluent focuses the dialog's first focusable element: that must stay the code field (the
    // e2e keyboard test checks the focus itself; jsdom has no layout for Fluent's focus finder).
    const codeField = screen.getByTestId('pairing-code-input');
    expect(codeField.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
