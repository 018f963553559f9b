import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Subtitle2,
} from '@fluentui/react-components';
import { readGsMenuBoardBody } from '@marquee/sdk';
import { useState, type ReactNode } from 'react';
import { BRAND } from '../../app/brand';
import { CommitField } from '../menuBoard/CommitField';
import { NEW_TAB } from '../menuBoard/menuBoardTexts';
import { useBoardDialogStyles } from '../shared/boardDialogStyles';
import { StoreMenuList } from './StoreMenuList';

/** The frame both store boards' dialogs share: the main part, the info panel and Close. */
export function StoreBoardDialogFrame({
  info,
  onClose,
  children,
}: {
  info: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const styles = useBoardDialogStyles();
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Edit Menu Board</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.main}>{children}</div>
            <aside className={styles.info} aria-label="About this menu board">
              {info}
            </aside>
          </DialogContent>
          <DialogActions fluid>
            <Button as="a" href={BRAND.documentationUrl} {...NEW_TAB} appearance="subtle">
              Need help? Contact support
            </Button>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface Props {
  body: Record<string, unknown>;
  /** Close: the body fields the dialog sets (the store id). */
  onClose: (body: Record<string, unknown>) => void;
}

/**
 * widgets.md §2 "Store-specific board dialog": the GS store (core.md's "GS Affiliate ID") and
 * the menus it has today, so the operator sees what the screen will draw. Close saves the id.
 */
export function EditGsMenuBoardDialog({ body, onClose }: Props) {
  const [storeId, setStoreId] = useState(() => readGsMenuBoardBody(body).storeId);
  const close = () => onClose({ storeId: storeId.trim() });
  return (
    <StoreBoardDialogFrame
      onClose={close}
      info={
        <>
          <Subtitle2>Store menu board</Subtitle2>
          <Body1>
            The screen shows today’s menu of the store from its food-service system: the first board
            of the day, or the one chosen under “Force menu by id”. Sold-out meals are hidden and at
            most 8 meals are shown, two to a column.
          </Body1>
        </>
      }
    >
      <Field label="Store ID">
        <CommitField label="Store ID" value={storeId} onCommit={setStoreId} />
      </Field>
      <StoreMenuList source="GS" storeId={storeId} />
    </StoreBoardDialogFrame>
  );
}
