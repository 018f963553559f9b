import { makeStyles, MenuButton } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';

// The menu itself (Fluent's menu, its positioning and motion: about 20 kB gzip) loads when it is
// first opened; every signed-in page shows this button, few open it.
const UserMenuPopover = lazy(() => import('./UserMenuPopover'));

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
  const styles = useStyles();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once asked for, the menu stays mounted so later openings are instant.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A menu button opens on the arrow keys too (WAI-ARIA menu button pattern).
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };
  return (
    <>
      <MenuButton
        ref={button}
        data-testid="user-menu-button"
        appearance="subtle"
        icon={<PersonRegular />}
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        {email}
      </MenuButton>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuPopover
            open={open}
            trigger={button}
            onClose={() => setOpen(false)}
            onSignOut={onSignOut}
            onNavigate={onNavigate}
          />
        </Suspense>
      )}
    </>
  );
}
