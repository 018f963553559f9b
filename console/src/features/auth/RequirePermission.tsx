import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session';

export const NO_ACCESS = 'You do not have permission to open this page.';

/**
 * Route gate: the page renders only for a user holding the permission (the same rule hides the
 * menu item), so typing the address gives no way around the menu.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: string;
  children?: ReactNode;
}) {
  const { permissions } = useSession();
  if (!permissions.has(permission)) {
    return (
      <Text as="p" role="alert">
        {NO_ACCESS}
      </Text>
    );
  }
  return children ?? <Outlet />;
}
