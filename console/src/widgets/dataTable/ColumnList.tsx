import { Body1, Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { SortableList } from '../../kit/SortableList';
import { movedColumn, withNewColumn, type DraftColumn } from './tableDraft';

const useStyles = makeStyles({
  row: { alignItems: 'center', backgroundColor: tokens.colorNeutralBackground1 },
  fields: { display: 'flex', gap: tokens.spacingHorizontalXS },
  field: { flexGrow: 1, minWidth: 0 },
  heading: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

/** A column's name in labels: its title, else its data key, else its place. */
const columnName = (column: DraftColumn, index: number) =>
  column.column.title.trim() || column.column.dataKey.trim() || `column ${index + 1}`;

interface Props {
  columns: DraftColumn[];
  /** Data keys the loaded feed's rows offer, suggested in the data key fields. */
  suggestedKeys: readonly string[];
  onChange: (columns: DraftColumn[]) => void;
}

/**
 * The table's columns, each a data key and a title, in the order they show: reordered by
 * dragging or with Move up and Move down, deleted at once (the dialog's Cancel keeps the item as
 * it was), added.
 */
export function ColumnList({ columns, suggestedKeys, onChange }: Props) {
  const styles = useStyles();
  const keysListId = useId();
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
      <SortableList
        label="Columns in order"
        items={columns}
        nameOf={columnName}
        keyOf={(column) => column.id}
        onMove={(from, to) => onChange(movedColumn(columns, from, to))}
        onDelete={(index) => onChange(columns.filter((_c, i) => i !== index))}
        confirmDelete={false}
        rowClassName={styles.row}
        rowTestId="data-table-column"
        renderRow={(column, index) => {
          const name = columnName(column, index);
          return (
            <div className={styles.fields}>
              <Input
                className={styles.field}
                aria-label={`Data key of ${name}`}
                placeholder="Data key, e.g. line.name"
                list={keysListId}
                value={column.column.dataKey}
                onChange={(_e, d) => edit(index, { dataKey: d.value })}
              />
              <Input
                className={styles.field}
                aria-label={`Title of ${name}`}
                placeholder="Title"
                value={column.column.title}
                onChange={(_e, d) => edit(index, { title: d.value })}
              />
            </div>
          );
        }}
      />
    </section>
  );
}
