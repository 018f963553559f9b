// The admin pages that exist, as data: the admin home lists exactly these, so it never
// promises a page that is not built. A new admin page adds one entry.

interface AdminPage {
  path: string;
  name: string;
  description: string;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/device-commands',
    name: 'Device commands',
    description:
      'Every remote command sent to the screens of this account (reload, reboot, display on or off, clear cache), with its status, newest first.',
  },
];
