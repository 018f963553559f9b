import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ToolTip } from './ToolTip';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  handle: { cursor: 'grab', touchAction: 'none' },
  content: { flexGrow: 1, minWidth: 0 },
  // On a phone: the handle and Move up, Move down, Delete on top, the content below at full
  // width. Side by side, rows nested in rows leave the inner content a few dozen pixels.
  stacked: {
    '@media (max-width: 640px)': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto auto',
      alignItems: 'center',
      '& > :nth-child(2)': { gridColumn: '1 / -1', gridRow: 2 },
      '& > :nth-child(3)': { gridColumn: 3, gridRow: 1 },
      '& > :nth-child(4)': { gridColumn: 4, gridRow: 1 },
      '& > :nth-child(5)': { gridColumn: 5, gridRow: 1 },
    },
  },
});

interface SortableListProps<T> {
  /** Names the list for screen readers, e.g. "Categories". */
  label: string;
  items: readonly T[];
  /** How a row is named in its buttons' labels ("Drag …", "Move … up", "Delete …"). */
  nameOf: (item: T, index: number) => string;
  /**
   * A stable key per item, so a row (and the focus in it) moves with its item; without it rows
   * are keyed by their place.
   */
  keyOf?: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  /** Called once the deletion is confirmed (at once when `confirmDelete` is false). */
  onDelete: (index: number) => void;
  /** Whether Delete asks "Are you sure about deleting item?" first; it does unless false. */
  confirmDelete?: boolean;
  renderRow: (item: T, index: number) => ReactNode;
  /** Added to each row's own class, e.g. to centre its content or change its background. */
  rowClassName?: string;
  /**
   * On a phone, puts each row's handle and buttons above its content instead of beside it, for
   * rows whose content is a form (lists nested in lists).
   */
  stackOnPhone?: boolean;
  rowTestId?: string;
}

/**
 * A list reordered by dragging its handle (with the pointer, or from the keyboard: Space on the
 * handle, the arrow keys, Space again; see SortableArea) or with Move up and Move down, and whose
 * rows are deleted (after a confirmation naming the row, unless turned off).
 */
export function SortableList<T>({
  label,
  items,
  nameOf,
  keyOf,
  onMove,
  onDelete,
  confirmDelete = true,
  renderRow,
  rowClassName,
  rowTestId,
  stackOnPhone = false,
}: SortableListProps<T>) {
  const styles = useStyles();
  const prefix = useId();
  const [deleting, setDeleting] = useState<number | null>(null);
  const ids = items.map((item, index) => (keyOf ? keyOf(item, index) : `${prefix}-${index}`));
  const names = items.map((item, index) => nameOf(item, index));
  const askToDelete = (index: number) => (confirmDelete ? setDeleting(index) : onDelete(index));
  return (
    <>
      <SortableArea ids={ids} names={names} onMove={onMove}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              name={names[index]!}
              first={index === 0}
              last={index === items.length - 1}
              className={mergeClasses(stackOnPhone && styles.stacked, rowClassName)}
              testId={rowTestId}
              onMove={(by) => onMove(index, index + by)}
              onDelete={() => askToDelete(index)}
            >
              {renderRow(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableArea>
      {confirmDelete && (
        <ConfirmDialog
          open={deleting !== null}
          detail={deleting !== null ? `${names[deleting]} will be deleted.` : undefined}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting !== null) onDelete(deleting);
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}

/**
 * What a screen reader is told while a row is moved from the keyboard, by the rows' names. `told`
 * remembers the place last told, so lifting a row does not also say it is over its own place.
 */
function moveAnnouncements(
  ids: readonly string[],
  names: readonly string[],
  told: { over: UniqueIdentifier | null },
): Announcements {
  const at = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameAt = (id: UniqueIdentifier) => names[at(id)] ?? 'The item';
  const place = (id: UniqueIdentifier) => `position ${at(id) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => {
      told.over = active.id;
      return `Picked up ${nameAt(active.id)} at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over: now }) => {
      if (!now || now.id === told.over) return undefined;
      told.over = now.id;
      return `${nameAt(active.id)} is over ${place(now.id)}.`;
    },
    onDragEnd: ({ active, over: now }) =>
      now
        ? `${nameAt(active.id)} dropped at ${place(now.id)}.`
        : `${nameAt(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${nameAt(active.id)} is back at ${place(active.id)}.`,
  };
}

/** Read to a screen reader on a drag handle: how to move its row without a pointer. */
export const SORT_INSTRUCTIONS =
  'To move this item, press Space. Then use the up and down arrow keys to choose its place, ' +
  'and press Space again to drop it there, or Escape to leave it where it was.';

interface SortableAreaProps {
  /** The rows' sortable ids, in order (the ids their handles pass to useSortable). */
  ids: readonly string[];
  /** The rows' names, in the same order, for what a screen reader hears while moving. */
  names: readonly string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * Where rows are reordered by dragging a handle made with useSortable: with the pointer, or from
 * the keyboard (Space on the handle lifts the row, the arrow keys take it a row at a time, Space
 * drops it, Escape cancels), each step told to a screen reader by the row's name and place.
 */
export function SortableArea({ ids, names, onMove, children }: SortableAreaProps) {
  // Announcements are called by dnd-kit during a drag, outside React's render: the place last
  // told lives in one object per list, mutated only there.
  const [told] = useState<{ over: UniqueIdentifier | null }>(() => ({ over: null }));
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: moveAnnouncements(ids, names, told),
        screenReaderInstructions: { draggable: SORT_INSTRUCTIONS },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  className: string | undefined;
  testId: string | undefined;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  children: ReactNode;
}

function SortableRow({
  id,
  name,
  first,
  last,
  className,
  testId,
  onMove,
  onDelete,
  children,
}: RowProps) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={mergeClasses(styles.row, className)}
      data-testid={testId}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Button
        appearance="subtle"
        className={styles.handle}
        icon={<ReOrderDotsVerticalRegular />}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
      />
      <div className={styles.content}>{children}</div>
      <ToolTip content={`Move ${name} up`}>
        <Button
          appearance="subtle"
          icon={<ArrowUpRegular />}
          disabledFocusable={first}
          onClick={() => onMove(-1)}
        />
      </ToolTip>
      <ToolTip content={`Move ${name} down`}>
        <Button
          appearance="subtle"
          icon={<ArrowDownRegular />}
          disabledFocusable={last}
          onClick={() => onMove(1)}
        />
      </ToolTip>
      <ToolTip content={`Delete ${name}`}>
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={onDelete} />
      </ToolTip>
    </li>
  );
}
