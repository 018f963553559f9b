import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { CurrentPromotionDocument } from '../../graphql/generated';
import { renderWithTheme } from '../../test/render';
import { PromotionBanner } from './PromotionBanner';
import { COUNTDOWN_KEY } from './promotionCountdown';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const promotion = (validUntil: number, type = 'PROMOTION') => ({
  currentPromotion: {
    type,
    title: 'Black Friday',
    redirectUrl: 'https://example.com/offer',
    validUntil: new Date(validUntil).toISOString(),
    discountPercents: 30,
  },
});

// Only the clock and intervals are faked: the fake server answers through real promises.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let client: ReturnType<typeof fakeApi>['client'];
const show = (path: string, answer: unknown) => {
  client = fakeApi({ CurrentPromotion: () => answer }).client;
  return renderWithTheme(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PromotionBanner />
      </MemoryRouter>
    </ApolloProvider>,
  );
};

/** Lets the fake server answer, and proves it did: the promotion is in the cache. */
async function answered() {
  for (let i = 0; i < 20 && !client.readQuery({ query: CurrentPromotionDocument }); i++)
    await act(async () => {});
  expect(client.readQuery({ query: CurrentPromotionDocument })?.currentPromotion).toMatchObject({
    title: 'Black Friday',
    redirectUrl: 'https://example.com/offer',
  });
}

const countdown = () => screen.getByTestId('promotion-countdown').textContent;
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('promotion banner', () => {
  it('stores the expiry under COUNTDOWN and counts down every 100 ms until it ends', async () => {
    show('/files', promotion(START + 1500));
    await screen.findByText('Black Friday');
    expect(window.localStorage.getItem(COUNTDOWN_KEY)).toBe(String(START + 1500));
    expect(countdown()).toBe('00:00:01.5');

    tick(100);
    expect(countdown()).toBe('00:00:01.4');
    tick(99);
    expect(countdown()).toBe('00:00:01.4');
    tick(1);
    expect(countdown()).toBe('00:00:01.3');
    tick(1300);
    expect(screen.queryByRole('group', { name: 'Promotion' })).toBeNull();
    expect(screen.queryByText('Black Friday')).toBeNull();
  });

  it('keeps counting to the first stored expiry, not a later validUntil', async () => {
    window.localStorage.setItem(COUNTDOWN_KEY, String(START + 60_000));
    show('/', promotion(START + 3_600_000));
    await screen.findByText('Black Friday');
    expect(countdown()).toBe('00:01:00.0');
  });

  it('shows only on the listed paths', async () => {
    for (const path of [
      '/devices',
      '/playlists',
      '/scenes',
      '/apps',
      '/schedules',
      '/account',
      '/billing/subscribe',
    ]) {
      show(path, promotion(START + 86_400_000));
      await screen.findByText('Black Friday');
      cleanup();
    }
    for (const path of ['/account/users', '/my-profile', '/devices/d1']) {
      const { container } = show(path, promotion(START + 86_400_000));
      await answered();
      expect(container.textContent).not.toContain('Black Friday');
      cleanup();
    }
  });

  it('shows nothing for other promotion types or once the stored countdown is over', async () => {
    const other = show('/files', promotion(START + 60_000, 'NEWS'));
    await answered();
    expect(other.container.textContent).toBe('');
    expect(window.localStorage.getItem(COUNTDOWN_KEY)).toBeNull();
    cleanup();

    window.localStorage.setItem(COUNTDOWN_KEY, String(START - 1));
    const ended = show('/files', promotion(START + 60_000));
    await answered();
    expect(ended.container.textContent).toBe('');
  });
});
