import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS } from '@marquee/sdk/model';
import { FEATURES } from '../session/features';
import { isCurrentEntry, menuEntries, visibleMenuEntries, type MenuContext } from './menu';

const entries = menuEntries('https://docs.example/marquee');

const labels = (ctx: MenuContext, section: 'main' | 'lower') =>
  visibleMenuEntries(entries, ctx, section).map((entry) => entry.label);

const context = (overrides: Partial<MenuContext>): MenuContext => ({
  role: 'ROLE_USER',
  permissions: new Set(),
  features: new Set(),
  billingType: 'invoice',
  brand: 'default',
  ...overrides,
});

describe('sidebar menu', () => {
  it('shows no area before the user is loaded', () => {
    const signedOut = context({ role: null });
    expect(labels(signedOut, 'main')).toEqual([]);
    expect(labels(signedOut, 'lower')).toEqual(['Documentation']);
  });

  it('shows only the areas the role may read', () => {
    const ctx = context({
      permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.media.read]),
    });
    expect(labels(ctx, 'main')).toEqual(['Screens', 'Media']);
    expect(labels(ctx, 'lower')).toEqual(['Documentation']);
  });

  it('shows everything but the feature-gated areas to an admin holding every permission', () => {
    const ctx = context({ role: 'ROLE_ADMIN', permissions: new Set(ALL_PERMISSIONS) });
    expect(labels(ctx, 'main')).toEqual([
      'Screens',
      'Playlists',
      'Media',
      'Scenes',
      'Apps',
      'Integrations',
    ]);
    expect(labels(ctx, 'lower')).toEqual(['My Organization', 'Documentation', 'Admin Console']);
  });

  it('shows Schedules and Partner Console only when the account has those features', () => {
    const ctx = context({
      role: 'ROLE_GOD',
      permissions: new Set(ALL_PERMISSIONS),
      features: new Set([FEATURES.schedules, FEATURES.partnerAccounts]),
    });
    expect(labels(ctx, 'main')).toContain('Schedules');
    expect(labels(ctx, 'lower')).toContain('Partner Console');

    const withoutPermission = context({
      features: new Set([FEATURES.partnerAccounts]),
      permissions: new Set([PERMISSIONS.account.manage]),
    });
    expect(labels(withoutPermission, 'lower')).not.toContain('Partner Console');
  });

  it('hides Schedules from every role while the account lacks the schedules feature', () => {
    for (const role of ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_GOD'] as const) {
      const all = { role, permissions: new Set<string>(ALL_PERMISSIONS) };
      expect(labels(context({ ...all, features: new Set() }), 'main')).not.toContain('Schedules');
      expect(
        labels(context({ ...all, features: new Set([FEATURES.partnerAccounts]) }), 'main'),
      ).not.toContain('Schedules');
      expect(
        labels(context({ ...all, features: new Set([FEATURES.schedules]) }), 'main'),
      ).toContain('Schedules');
    }
    const mediaOnly = context({
      permissions: new Set([PERMISSIONS.media.read]),
      features: new Set([FEATURES.schedules]),
    });
    expect(labels(mediaOnly, 'main')).not.toContain('Schedules');
  });

  it('shows Integrations when any of the four integration reads is held', () => {
    for (const permission of [
      PERMISSIONS.integrations.menuBoardLocationRead,
      PERMISSIONS.integrations.menuBoardRead,
      PERMISSIONS.integrations.customerFeedbackRead,
      PERMISSIONS.integrations.sensorAnalyticsRead,
    ]) {
      expect(labels(context({ permissions: new Set([permission]) }), 'main')).toEqual([
        'Integrations',
      ]);
    }
    expect(
      labels(context({ permissions: new Set([PERMISSIONS.integrations.menuBoardUpdate]) }), 'main'),
    ).toEqual([]);
  });

  it('shows Billing only for subscription accounts to users who manage billing', () => {
    const billing = new Set([PERMISSIONS.account.manageBilling]);
    expect(
      labels(context({ billingType: 'subscription', permissions: billing }), 'lower'),
    ).toContain('Billing');
    expect(
      labels(context({ billingType: 'invoice', permissions: billing }), 'lower'),
    ).not.toContain('Billing');
    expect(labels(context({ billingType: 'subscription' }), 'lower')).not.toContain('Billing');
  });

  it('hides Documentation outside the default brand', () => {
    expect(labels(context({ brand: 'white-label' }), 'lower')).not.toContain('Documentation');
  });

  it('treats the root path as the Screens page', () => {
    const screens = entries.find((entry) => entry.id === 'screens');
    const media = entries.find((entry) => entry.id === 'media');
    if (screens?.kind !== 'route' || media?.kind !== 'route') throw new Error('menu changed');
    expect(isCurrentEntry(screens, '/')).toBe(true);
    expect(isCurrentEntry(screens, '/devices/abc')).toBe(true);
    expect(isCurrentEntry(media, '/files/folder/1')).toBe(true);
    expect(isCurrentEntry(media, '/filesystem')).toBe(false);
  });
});
