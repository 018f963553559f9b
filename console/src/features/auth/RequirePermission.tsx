import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session';

export const NO_ACCESS = 'You do not have permission to open this page.';

/**
 * Route gate: the page renders only for a user holding the permission, or one of them when a
 * list is given (the same rule hides the menu item), so typing the address gives no way around
 * the menu.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: string | readonly string[];
  children?: ReactNode;
}) {
  const { permissions } = useSession();
  const anyOf = typeof permission === 'string' ? [permission] : permission;
  if (!anyOf.some((p) => permissions.has(p))) {
    return (
      <Text as="p" role="alert">
        {NO_ACCESS}
      </Text>
    );
  }
  return children ?? <Outlet />;
}
