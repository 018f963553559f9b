import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { notify, toasterWanted } from './notices';
import AppToaster from '../app/shell/AppToaster';

afterEach(cleanup);

describe('notify', () => {
  it('asks for the toaster, keeps the notice until it is up, then shows it and the next', async () => {
    const changes: boolean[] = [];
    const unsubscribe = toasterWanted.subscribe(() => changes.push(toasterWanted.get()));
    // The module lives as long as the worker, which earlier files share: one of them may have
    // asked for the toaster already. Asked once, it stays asked.
    const askedBefore = toasterWanted.get();

    notify('Screen "Lobby" is paired');
    expect(toasterWanted.get()).toBe(true);
    expect(changes).toEqual(askedBefore ? [] : [true]);
    unsubscribe();

    renderWithTheme(<AppToaster />);
    await screen.findByText('Screen "Lobby" is paired');

    act(() => notify('Published to Lobby'));
    await screen.findByText('Published to Lobby');
  });
});

describe('how a notice is heard', () => {
  const liveRegion = (politeness: 'polite' | 'assertive') =>
    document.querySelector<HTMLElement>(`[aria-live="${politeness}"]`);

  it('tells an outcome politely and only an error assertively', async () => {
    renderWithTheme(<AppToaster />);
    act(() => notify('Playlist saved'));
    await screen.findByText('Playlist saved', {
      selector: '[aria-live="polite"] *, [aria-live="polite"]',
    });
    expect(liveRegion('assertive')?.textContent ?? '').not.toContain('Playlist saved');

    act(() => notify('Could not reach the server', 'error'));
    await screen.findByText('Could not reach the server', {
      selector: '[aria-live="assertive"] *, [aria-live="assertive"]',
    });
  });
});
