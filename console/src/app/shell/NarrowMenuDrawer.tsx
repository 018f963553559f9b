import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { BRAND } from '../../shared/brand';
import { SIDEBAR_WIDTH_PX } from './sidebarWidth';

const useStyles = makeStyles({
  drawer: { width: `${SIDEBAR_WIDTH_PX}px` },
  drawerBody: { padding: 0 },
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar's content, as on a wide screen. */
  children: ReactNode;
}

/**
 * The sidebar of a narrow screen, as a drawer behind the top bar's menu button. Its own module:
 * a wide screen, where most operators work, never downloads the drawer.
 */
export default function NarrowMenuDrawer({ open, onOpenChange, children }: Props) {
  const styles = useStyles();
  return (
    <OverlayDrawer
      className={styles.drawer}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      aria-label="Menu"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="Close menu"
              icon={<DismissRegular />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {BRAND.productName}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.drawerBody}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
