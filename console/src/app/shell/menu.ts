import type { FluentIcon } from '@fluentui/react-icons';
import {
  AppsListRegular,
  AppsRegular,
  BookRegular,
  BuildingRegular,
  CalendarLtrRegular,
  DesktopRegular,
  ImageMultipleRegular,
  PaymentRegular,
  PeopleTeamRegular,
  PlugConnectedRegular,
  ShieldKeyholeRegular,
  SlideLayoutRegular,
} from '@fluentui/react-icons';
import { PERMISSIONS, isAdminRole, type Role } from '@marquee/sdk/model';
import { isPlannedArea } from '../areas';
import type { BrandVariant } from '../../shared/brand';
import { FEATURES, isFeatureEnabled } from '../../shared/session/features';

// The sidebar menu as data. A later area adds one entry here; nothing else
// in the shell changes. An entry whose area is still planned (areas.ts) stays hidden, so the
// menu never leads to a "not available yet" page; it shows once its area is built.

export interface MenuContext {
  role: Role | null;
  permissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  billingType: string | null;
  brand: BrandVariant;
}

interface MenuEntryBase {
  id: string;
  label: string;
  icon: FluentIcon;
  section: 'main' | 'lower';
  isVisible: (ctx: MenuContext) => boolean;
}

interface RouteMenuEntry extends MenuEntryBase {
  kind: 'route';
  path: string;
  /** Other paths (exact) where this entry counts as the current page. */
  alsoCurrentAt?: readonly string[];
  /** Other areas (a path and everything under it) that belong to this entry's. */
  alsoCurrentUnder?: readonly string[];
}

interface ExternalMenuEntry extends MenuEntryBase {
  kind: 'external';
  href: string;
}

export type MenuEntry = RouteMenuEntry | ExternalMenuEntry;

const holds = (permission: string) => (ctx: MenuContext) => ctx.permissions.has(permission);

/** The account's own areas, in menu order: screens and content first, then settings. */
const AREA_ENTRIES: readonly MenuEntry[] = [
  {
    id: 'screens',
    kind: 'route',
    label: 'Screens',
    path: '/devices',
    alsoCurrentAt: ['/'],
    // Groups and the emergency broadcast are pages of the fleet, beside the screens list.
    alsoCurrentUnder: ['/screen-groups', '/broadcast'],
    icon: DesktopRegular,
    section: 'main',
    isVisible: holds(PERMISSIONS.device.read),
  },
  {
    id: 'playlists',
    kind: 'route',
    label: 'Playlists',
    path: '/playlists',
    icon: AppsListRegular,
    section: 'main',
    isVisible: holds(PERMISSIONS.playlist.read),
  },
  {
    id: 'media',
    kind: 'route',
    label: 'Media',
    path: '/files',
    icon: ImageMultipleRegular,
    section: 'main',
    isVisible: holds(PERMISSIONS.media.read),
  },
  {
    id: 'scenes',
    kind: 'route',
    label: 'Scenes',
    path: '/scenes',
    icon: SlideLayoutRegular,
    section: 'main',
    isVisible: holds(PERMISSIONS.scene.read),
  },
  {
    id: 'apps',
    kind: 'route',
    label: 'Apps',
    path: '/apps',
    icon: AppsRegular,
    section: 'main',
    isVisible: holds(PERMISSIONS.app.read),
  },
  {
    id: 'schedules',
    kind: 'route',
    label: 'Schedules',
    path: '/schedules',
    icon: CalendarLtrRegular,
    section: 'main',
    // Schedules are read with the playlist permission (the server's schedules query needs it).
    isVisible: (ctx) =>
      holds(PERMISSIONS.playlist.read)(ctx) && isFeatureEnabled(ctx.features, FEATURES.schedules),
  },
  {
    id: 'integrations',
    kind: 'route',
    label: 'Integrations',
    path: '/data-integrations',
    icon: PlugConnectedRegular,
    section: 'main',
    // Its page lists the menu boards, the proof-of-play reports (which read screens or
    // playlists), customer feedback and sensor analytics.
    isVisible: (ctx) =>
      holds(PERMISSIONS.integrations.menuBoardLocationRead)(ctx) ||
      holds(PERMISSIONS.integrations.menuBoardRead)(ctx) ||
      holds(PERMISSIONS.device.read)(ctx) ||
      holds(PERMISSIONS.playlist.read)(ctx) ||
      holds(PERMISSIONS.integrations.customerFeedbackRead)(ctx) ||
      holds(PERMISSIONS.integrations.sensorAnalyticsRead)(ctx),
  },
  {
    id: 'account',
    kind: 'route',
    label: 'My Organization',
    path: '/account',
    icon: BuildingRegular,
    section: 'lower',
    isVisible: holds(PERMISSIONS.account.manage),
  },
  {
    id: 'billing',
    kind: 'route',
    label: 'Billing',
    path: '/billing',
    icon: PaymentRegular,
    section: 'lower',
    isVisible: (ctx) =>
      ctx.billingType === 'subscription' && ctx.permissions.has(PERMISSIONS.account.manageBilling),
  },
];

/** The service's consoles, shown below the documentation link to those who run the service. */
const SERVICE_ENTRIES: readonly MenuEntry[] = [
  {
    id: 'admin',
    kind: 'route',
    label: 'Admin Console',
    path: '/admin',
    icon: ShieldKeyholeRegular,
    section: 'lower',
    // Admin roles, as the spec's menu says: an account admin finds its own screens' commands
    // there; the pages that cross accounts show to the service's administrators (ROLE_GOD) only.
    isVisible: (ctx) => ctx.role !== null && isAdminRole(ctx.role),
  },
  {
    id: 'partner',
    kind: 'route',
    label: 'Partner Console',
    path: '/partner-console',
    icon: PeopleTeamRegular,
    section: 'lower',
    isVisible: (ctx) =>
      ctx.permissions.has(PERMISSIONS.partnerAccounts.read) &&
      isFeatureEnabled(ctx.features, FEATURES.partnerAccounts),
  },
];

/** The documentation link, which a branded console may point elsewhere or hide. */
const documentationEntry = (documentationUrl: string): MenuEntry => ({
  id: 'documentation',
  kind: 'external',
  label: 'Documentation',
  href: documentationUrl,
  icon: BookRegular,
  section: 'lower',
  isVisible: (ctx) => ctx.brand === 'default',
});

export const menuEntries = (documentationUrl: string): readonly MenuEntry[] => [
  ...AREA_ENTRIES,
  documentationEntry(documentationUrl),
  ...SERVICE_ENTRIES,
];

export const visibleMenuEntries = (
  entries: readonly MenuEntry[],
  ctx: MenuContext,
  section: MenuEntry['section'],
): MenuEntry[] =>
  entries.filter(
    (entry) =>
      entry.section === section &&
      !(entry.kind === 'route' && isPlannedArea(entry.path)) &&
      entry.isVisible(ctx),
  );

/** Whether a route entry is the page the user is on (prefix match on its own path). */
const isAtOrUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

export const isCurrentEntry = (entry: RouteMenuEntry, pathname: string): boolean =>
  isAtOrUnder(pathname, entry.path) ||
  (entry.alsoCurrentAt ?? []).includes(pathname) ||
  (entry.alsoCurrentUnder ?? []).some((path) => isAtOrUnder(pathname, path));

/** The entries of the menu that opens from the user's e-mail. */
export const USER_MENU_LINKS = [
  { id: 'profile', label: 'My profile', path: '/my-profile' },
  { id: 'notifications', label: 'Notification preferences', path: '/my-profile/notifications' },
  { id: 'security', label: 'Security', path: '/my-profile/security' },
] as const;
