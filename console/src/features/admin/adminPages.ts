// The admin pages that exist, as data: the admin home lists exactly these, so it never
// promises a page that is not built. A new admin page adds one entry. The pages that cross
// accounts are the service admins' (ROLE_GOD) only; an account admin sees its own commands.

interface AdminPage {
  path: string;
  name: string;
  description: string;
  /** Only for the service's own administrators (ROLE_GOD). */
  serviceAdminOnly: boolean;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/accounts',
    name: 'Accounts',
    description:
      'Every account of the service with its screens, storage and users: change its tariff and limits, disable it, or sign in as one of its users.',
    serviceAdminOnly: true,
  },
  {
    path: '/admin/accounts/create',
    name: 'Create an account',
    description: 'A new account whose first administrator is invited by e-mail.',
    serviceAdminOnly: true,
  },
  {
    path: '/admin/device-commands',
    name: 'Device commands',
    description:
      'Remote commands sent to screens (reload, reboot, display on or off, clear cache), with their status, newest first.',
    serviceAdminOnly: false,
  },
  {
    path: '/admin/promotions',
    name: 'Promotions',
    description: 'The promotion banner every account sees: make, schedule and end promotions.',
    serviceAdminOnly: true,
  },
];

/** The pages a role may open. */
export const adminPagesFor = (serviceAdmin: boolean) =>
  ADMIN_PAGES.filter((page) => serviceAdmin || !page.serviceAdminOnly);
