import { makeStyles, tokens } from '@fluentui/react-components';
import type { ResizeHandle } from '../editor';

const HANDLE_PX = 10;

const useStyles = makeStyles({
  handle: {
    position: 'absolute',
    width: `${HANDLE_PX}px`,
    height: `${HANDLE_PX}px`,
    transform: 'translate(-50%, -50%)',
    backgroundColor: tokens.colorNeutralBackground1,
    border: '2px solid',
    boxSizing: 'border-box',
    pointerEvents: 'auto',
  },
  rotate: {
    position: 'absolute',
    left: '50%',
    top: '-28px',
    width: '14px',
    height: '14px',
    transform: 'translate(-50%, 0)',
    borderRadius: '50%',
    backgroundColor: tokens.colorNeutralBackground1,
    border: '2px solid',
    boxSizing: 'border-box',
    cursor: 'grab',
    pointerEvents: 'auto',
  },
  stem: {
    position: 'absolute',
    left: '50%',
    top: '-14px',
    height: '14px',
    width: 0,
    borderLeft: '1px solid',
    pointerEvents: 'none',
  },
});

/** Where each handle sits on the box, in percent of it, and the cursor that says what it does. */
const PLACES: Record<ResizeHandle, { left: number; top: number; cursor: string }> = {
  nw: { left: 0, top: 0, cursor: 'nwse-resize' },
  n: { left: 50, top: 0, cursor: 'ns-resize' },
  ne: { left: 100, top: 0, cursor: 'nesw-resize' },
  e: { left: 100, top: 50, cursor: 'ew-resize' },
  se: { left: 100, top: 100, cursor: 'nwse-resize' },
  s: { left: 50, top: 100, cursor: 'ns-resize' },
  sw: { left: 0, top: 100, cursor: 'nesw-resize' },
  w: { left: 0, top: 50, cursor: 'ew-resize' },
};

interface Props {
  itemId: string;
  colour: string;
  /** The type's handles (none for a type that does not resize). */
  handles: readonly ResizeHandle[];
  /** Movable items can be turned by the rotate handle above them. */
  rotatable: boolean;
}

/**
 * The handles of the one selected item, inside its box so they turn with it. The pressed
 * element tells the pointer tool what was pressed (data-handle, data-rotate).
 */
export function SelectionHandles({ itemId, colour, handles, rotatable }: Props) {
  const styles = useStyles();
  return (
    <>
      {handles.map((handle) => (
        <div
          key={handle}
          className={styles.handle}
          data-testid={`handle-${handle}`}
          data-item-id={itemId}
          data-handle={handle}
          style={{
            left: `${PLACES[handle].left}%`,
            top: `${PLACES[handle].top}%`,
            cursor: PLACES[handle].cursor,
            borderColor: colour,
          }}
        />
      ))}
      {rotatable && (
        <>
          <div className={styles.stem} style={{ borderColor: colour }} />
          <div
            className={styles.rotate}
            data-testid="handle-rotate"
            data-item-id={itemId}
            data-rotate=""
            title="Rotate"
            style={{ borderColor: colour }}
          />
        </>
      )}
    </>
  );
}
