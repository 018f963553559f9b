import {
  makeStyles,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { USER_MENU_LINKS } from './menu';

const useStyles = makeStyles({
  trigger: {
    width: '100%',
    justifyContent: 'flex-start',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

/** The user's e-mail at the foot of the sidebar, opening profile links and Sign out. */
export function UserMenu({
  email,
  onSignOut,
  onNavigate,
}: {
  email: string;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const styles = useStyles();
  return (
    <Menu positioning="above-start">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<PersonRegular />} className={styles.trigger}>
          {email}
        </MenuButton>
      </MenuTrigger>
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
