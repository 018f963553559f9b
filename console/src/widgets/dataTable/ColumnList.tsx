import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Body1, Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useId } from 'react';
import { ToolTip } from '../shared/ToolTip';
import { movedColumn, withNewColumn, type DraftColumn } from './tableDraft';

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
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  handle: { cursor: 'grab', touchAction: 'none' },
  field: { flexGrow: 1, minWidth: 0 },
  heading: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

/** A column's name in labels: its title, else its data key, else its place. */
export const columnName = (column: DraftColumn, index: number) =>
  column.column.title.trim() || column.column.dataKey.trim() || `column ${index + 1}`;

interface Props {
  columns: DraftColumn[];
  /** Data keys the loaded feed's rows offer, suggested in the data key fields. */
  suggestedKeys: readonly string[];
  onChange: (columns: DraftColumn[]) => void;
}

/**
 * widgets.md §2: the table's columns, each a data key and a title, in the order they show.
 * Reordered by dragging the handle (with the pointer, or from the keyboard: Space on the handle,
 * the arrow keys, Space again) or with the Move up and Move down buttons; deleted; added.
 */
export function ColumnList({ columns, suggestedKeys, onChange }: Props) {
  const styles = useStyles();
  const keysListId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = columns.findIndex((c) => c.id === active.id);
    const to = columns.findIndex((c) => c.id === over.id);
    onChange(movedColumn(columns, from, to));
  };
  const edit = (index: number, patch: Partial<DraftColumn['column']>) =>
    onChange(
      columns.map((c, i) => (i === index ? { ...c, column: { ...c.column, ...patch } } : c)),
    );

  return (
    <section aria-label="Columns">
      <div className={styles.heading}>
        <Body1 as="h3">Columns</Body1>
        <Button icon={<AddRegular />} onClick={() => onChange(withNewColumn(columns))}>
          Add column
        </Button>
      </div>
      {columns.length === 0 && (
        <Body1 as="p">No columns yet: add one for each value to show.</Body1>
      )}
      <datalist id={keysListId}>
        {suggestedKeys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={columns.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} aria-label="Columns in order">
            {columns.map((column, index) => (
              <ColumnRow
                key={column.id}
                column={column}
                index={index}
                count={columns.length}
                keysListId={keysListId}
                onEdit={(patch) => edit(index, patch)}
                onMove={(to) => onChange(movedColumn(columns, index, to))}
                onDelete={() => onChange(columns.filter((c) => c.id !== column.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

function ColumnRow({
  column,
  index,
  count,
  keysListId,
  onEdit,
  onMove,
  onDelete,
}: {
  column: DraftColumn;
  index: number;
  count: number;
  keysListId: string;
  onEdit: (patch: Partial<DraftColumn['column']>) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: column.id,
  });
  const name = columnName(column, index);
  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      data-testid="data-table-column"
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
      <Input
        className={styles.field}
        aria-label={`Data key of ${name}`}
        placeholder="Data key, e.g. line.name"
        list={keysListId}
        value={column.column.dataKey}
        onChange={(_e, d) => onEdit({ dataKey: d.value })}
      />
      <Input
        className={styles.field}
        aria-label={`Title of ${name}`}
        placeholder="Title"
        value={column.column.title}
        onChange={(_e, d) => onEdit({ title: d.value })}
      />
      <ToolTip content={`Move ${name} up`}>
        <Button
          appearance="subtle"
          icon={<ArrowUpRegular />}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
      </ToolTip>
      <ToolTip content={`Move ${name} down`}>
        <Button
          appearance="subtle"
          icon={<ArrowDownRegular />}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
      </ToolTip>
      <ToolTip content={`Delete ${name}`}>
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={onDelete} />
      </ToolTip>
    </li>
  );
}
