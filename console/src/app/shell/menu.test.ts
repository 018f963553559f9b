import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS } from '@marquee/sdk/model';
import { isPlannedArea } from '../areas';
import { FEATURES } from '../../shared/session/features';
import { isCurrentEntry, menuEntries, visibleMenuEntries, type MenuContext } from './menu';

const entries = menuEntries('https://docs.example/marquee');

const entryById = (id: string) => {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no menu entry ${id}`);
  return entry;
};

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
      permissions: new Set([PERMISSIONS.media.read]),
    });
    expect(labels(ctx, 'main')).toEqual(['Media']);
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
    // Admin roles see the Admin Console (an account admin only its own screens' pages there).
    expect(labels(ctx, 'lower')).toEqual(['My Organization', 'Documentation', 'Admin Console']);
    expect(labels({ ...ctx, role: 'ROLE_USER' }, 'lower')).not.toContain('Admin Console');
  });

  it('shows Schedules only when the account has the feature', () => {
    const ctx = context({
      role: 'ROLE_GOD',
      permissions: new Set(ALL_PERMISSIONS),
      features: new Set([FEATURES.schedules, FEATURES.partnerAccounts]),
    });
    expect(labels(ctx, 'main')).toContain('Schedules');
  });

  it('leads nowhere that is not built, and shows Billing to subscription accounts', () => {
    const everything = context({
      role: 'ROLE_GOD',
      permissions: new Set(ALL_PERMISSIONS),
      features: new Set([FEATURES.schedules, FEATURES.partnerAccounts]),
      billingType: 'subscription',
    });
    expect(labels(everything, 'lower')).toEqual([
      'My Organization',
      'Billing',
      'Documentation',
      'Admin Console',
      'Partner Console',
    ]);
    const shown = [
      ...visibleMenuEntries(entries, everything, 'main'),
      ...visibleMenuEntries(entries, everything, 'lower'),
    ];
    for (const entry of shown) {
      if (entry.kind === 'route') expect(isPlannedArea(entry.path)).toBe(false);
    }
    expect(isPlannedArea('/billing')).toBe(false);
    expect(isPlannedArea('/billing/subscribe')).toBe(false);
    expect(isPlannedArea('/admin')).toBe(false);
    expect(isPlannedArea('/admin/accounts/a-1')).toBe(false);
    expect(isPlannedArea('/billingham')).toBe(false);
  });

  it('keeps the rules of the planned entries for when their areas are built', () => {
    const partner = entryById('partner');
    expect(
      partner.isVisible(
        context({
          permissions: new Set([PERMISSIONS.partnerAccounts.read]),
          features: new Set([FEATURES.partnerAccounts]),
        }),
      ),
    ).toBe(true);
    expect(
      partner.isVisible(context({ permissions: new Set([PERMISSIONS.partnerAccounts.read]) })),
    ).toBe(false);
    const billing = entryById('billing');
    const manages = new Set([PERMISSIONS.account.manageBilling]);
    expect(billing.isVisible(context({ billingType: 'subscription', permissions: manages }))).toBe(
      true,
    );
    expect(billing.isVisible(context({ billingType: 'invoice', permissions: manages }))).toBe(
      false,
    );
    expect(billing.isVisible(context({ billingType: 'subscription' }))).toBe(false);
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

  it('shows Integrations to those who may read menu boards or the proof-of-play reports', () => {
    for (const permission of [
      PERMISSIONS.integrations.menuBoardLocationRead,
      PERMISSIONS.integrations.menuBoardRead,
    ]) {
      expect(labels(context({ permissions: new Set([permission]) }), 'main')).toEqual([
        'Integrations',
      ]);
    }
    // Proof of play reports on screens and playlists, so reading either leads there.
    expect(labels(context({ permissions: new Set([PERMISSIONS.device.read]) }), 'main')).toEqual([
      'Screens',
      'Integrations',
    ]);
    // Customer feedback has its page: reading it leads to Integrations.
    expect(
      labels(
        context({ permissions: new Set([PERMISSIONS.integrations.customerFeedbackRead]) }),
        'main',
      ),
    ).toEqual(['Integrations']);
    // Sensor analytics has its page too.
    expect(
      labels(
        context({ permissions: new Set([PERMISSIONS.integrations.sensorAnalyticsRead]) }),
        'main',
      ),
    ).toEqual(['Integrations']);
    // Updating menu boards without reading them opens nothing.
    expect(
      labels(context({ permissions: new Set([PERMISSIONS.integrations.menuBoardUpdate]) }), 'main'),
    ).toEqual([]);
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
    // The fleet's other pages are the Screens area's.
    expect(isCurrentEntry(screens, '/screen-groups')).toBe(true);
    expect(isCurrentEntry(screens, '/screen-groups/g1')).toBe(true);
    expect(isCurrentEntry(screens, '/broadcast')).toBe(true);
    expect(isCurrentEntry(screens, '/broadcasts-archive')).toBe(false);
    expect(isCurrentEntry(media, '/screen-groups')).toBe(false);
  });
});
