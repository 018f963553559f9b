import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../test/fakeApi';
import { FEATURES } from '../shared/session/features';
import { SupportContext } from '../shared/support/support';
import {
  FeatureGate,
  LockedFeature,
  lockedFeatureText,
  lockedFeatureTextWithoutChat,
  lockedTariffOf,
} from './LockedFeature';

afterEach(cleanup);

const locked = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'locked', extensions }] });

describe('locked feature', () => {
  it('is the exact message, naming Enterprise unless told otherwise', () => {
    expect(lockedFeatureText()).toBe(
      'To use this feature, you need to upgrade to the Enterprise. Please contact us for more information via the Web Chat.',
    );
    expect(lockedFeatureText('Business')).toContain('upgrade to the Business.');
  });

  it('replaces the gated content when the account lacks the feature', () => {
    renderPage(
      <FeatureGate feature={FEATURES.schedules}>
        <p>Schedule editor</p>
      </FeatureGate>,
      {
        api: fakeApi({}),
        session: { ...ADMIN_SESSION, features: new Set(), tariffs: { schedules: 'Pro' } },
      },
    );
    expect(screen.queryByText('Schedule editor')).toBeNull();
    expect(screen.getByTestId('feature-locked').textContent).toBe(
      lockedFeatureTextWithoutChat('Pro'),
    );
  });

  it('shows the content when the account has the feature', () => {
    renderPage(
      <FeatureGate feature={FEATURES.schedules}>
        <p>Schedule editor</p>
      </FeatureGate>,
      { api: fakeApi({}), session: { ...ADMIN_SESSION, features: new Set(['schedules']) } },
    );
    screen.getByText('Schedule editor');
    expect(screen.queryByTestId('feature-locked')).toBeNull();
  });

  it('reads the tariff of a FEATURE_LOCKED API error, Enterprise when it names none', () => {
    expect(lockedTariffOf(locked({ code: 'FEATURE_LOCKED', tariff: 'Business' }))).toBe('Business');
    expect(lockedTariffOf(locked({ code: 'FEATURE_LOCKED' }))).toBe('Enterprise');
    expect(lockedTariffOf(locked({ code: 'FORBIDDEN' }))).toBeNull();
    expect(lockedTariffOf(new Error('offline'))).toBeNull();
  });

  it('opens the support chat from "Web Chat" when the chat is on', async () => {
    const openChat = vi.fn();
    renderPage(
      <SupportContext value={{ chat: true, email: null, openChat }}>
        <LockedFeature tariff="Pro" />
      </SupportContext>,
      { api: fakeApi({}) },
    );
    expect(screen.getByTestId('feature-locked').textContent).toBe(lockedFeatureText('Pro'));
    await user.click(screen.getByRole('button', { name: 'Web Chat' }));
    expect(openChat).toHaveBeenCalledTimes(1);
  });

  it('names the support e-mail when there is no chat, and no chat link at all', () => {
    renderPage(
      <SupportContext value={{ chat: false, email: 'help@example.com', openChat: vi.fn() }}>
        <LockedFeature />
      </SupportContext>,
      { api: fakeApi({}) },
    );
    expect(screen.getByTestId('feature-locked').textContent).toBe(
      'To use this feature, you need to upgrade to the Enterprise. Please contact us for more information at help@example.com.',
    );
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Web Chat' })).toBeNull();
  });
});
