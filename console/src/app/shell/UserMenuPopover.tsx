import {
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  type MenuProps,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { USER_MENU_LINKS } from './menu';

/**
 * The user menu's list, anchored to the button UserMenu draws (loaded on first use). Without a
 * MenuTrigger Fluent does not know the button: a click on it is not an outside click, and
 * focus goes back to it on close.
 */
export default function UserMenuPopover({
  open,
  trigger,
  onClose,
  onSignOut,
  onNavigate,
}: {
  open: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const onOpenChange: MenuProps['onOpenChange'] = (event, data) => {
    if (data.open) return;
    if (data.type === 'clickOutside' && trigger.current?.contains(event.target as Node)) return;
    const focusWasInside =
      document.activeElement === document.body ||
      document.activeElement?.closest('[role="menu"]') !== null;
    onClose();
    if (focusWasInside) trigger.current?.focus();
  };
  return (
    <Menu
      open={open}
      onOpenChange={onOpenChange}
      positioning={{ target: trigger.current, position: 'above', align: 'start' }}
    >
      <MenuPopover>
        <MenuList>
          {USER_MENU_LINKS.map((link) => (
            <MenuItem
              key={link.id}
              onClick={() => {
                onNavigate?.();
                void navigate(link.path);
              }}
            >
              {link.label}
            </MenuItem>
          ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={onSignOut}>
            Sign out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
