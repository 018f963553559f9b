import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const flaky = { broken: true };

function FlakyPanel() {
  if (flaky.broken) throw new Error('Playlist data is corrupt');
  return <p>Playlist loaded</p>;
}

describe('ErrorBoundary', () => {
  it('shows the error screen with the exact texts when a view crashes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flaky.broken = true;
    renderWithTheme(
      <ErrorBoundary>
        <FlakyPanel />
      </ErrorBoundary>,
    );

    screen.getByText('We are sorry, but something went wrong');
    screen.getByText('Please try again or refresh the page');
    screen.getByText('Error: Playlist data is corrupt');
    expect(screen.queryByText('Playlist loaded')).toBeNull();
  });

  it('renders the view again after Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flaky.broken = true;
    renderWithTheme(
      <ErrorBoundary>
        <FlakyPanel />
      </ErrorBoundary>,
    );

    flaky.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    screen.getByText('Playlist loaded');
    expect(screen.queryByText('We are sorry, but something went wrong')).toBeNull();
  });

  it('clears the error when the user navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flaky.broken = true;
    const { rerender } = renderWithTheme(
      <ErrorBoundary resetKey="/playlists">
        <FlakyPanel />
      </ErrorBoundary>,
    );
    screen.getByText('We are sorry, but something went wrong');

    flaky.broken = false;
    rerender(
      <ErrorBoundary resetKey="/devices">
        <FlakyPanel />
      </ErrorBoundary>,
    );
    screen.getByText('Playlist loaded');
  });
});
