// Areas of the console that later issues build. Until then each route shows the honest
// "not available yet" page; an issue that builds one replaces its entry with a real route.

export interface PlannedArea {
  /** Route path below the shell, with a splat so sub-routes land on the same page. */
  path: string;
  name: string;
}

export const PLANNED_AREAS: readonly PlannedArea[] = [
  // Integrations itself leads to the menu boards (features/menu-boards/routes.tsx); proof of
  // play is reached from a screen or a playlist. These two of its areas are still to come.
  { path: 'data-integrations/analytics/*', name: 'Analytics' },
  { path: 'data-integrations/customer-feedback/*', name: 'Customer feedback' },
  { path: 'billing/*', name: 'Billing' },
  { path: 'admin/*', name: 'Admin Console' },
  { path: 'partner-console/*', name: 'Partner Console' },
];

/** Public pages (no sign-in) other than /login that later issues build. */
export const PLANNED_PUBLIC_AREAS: readonly PlannedArea[] = [{ path: '/live/*', name: 'Live' }];
