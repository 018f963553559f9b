import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';
import { useNarrowerThan } from './useNarrowerThan';

/** One column: its header, and how a row shows in it. */
export interface TableColumn<T> {
  /** The column's header; in the list of cards, the label before each value. */
  label: string;
  cell: (item: T) => ReactNode;
  /**
   * How the column shows in the list of cards: `title` names the row (the card's first line,
   * no label), `actions` holds its buttons (the card's last line, no label), `field` (default)
   * is a "label: value" line.
   */
  role?: 'title' | 'field' | 'actions';
}

/** Attributes each row carries at every width (tests and e2e find rows by them). */
type RowAttributes = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | undefined };

interface ResponsiveTableProps<T> {
  /** Names the table (or the list) for screen readers, e.g. "Screens". */
  'aria-label': string;
  items: readonly T[];
  columns: readonly TableColumn<T>[];
  keyOf: (item: T) => string;
  rowProps?: (item: T) => RowAttributes;
  /**
   * The width (px) the table needs: where it has less room (a phone, a narrow window beside the
   * sidebar), its rows show as a list of cards instead, so nothing scrolls out of sight sideways.
   */
  minTableWidth?: number;
  /** Put on the table or the list, for what refers to it (a chart's "listed below"). */
  id?: string;
  className?: string;
}

const DEFAULT_MIN_TABLE_WIDTH = 600;

const useStyles = makeStyles({
  // The table never widens the page: between minTableWidth and its content's width it scrolls.
  frame: { width: '100%', minWidth: 0, overflowX: 'auto' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
  },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  fields: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  field: {
    display: 'grid',
    gridTemplateColumns: 'minmax(5.5em, 35%) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
});

/**
 * A table that turns into a list of cards where it has no room: each row a card with its title,
 * "label: value" lines and its actions. A table squeezed onto a phone scrolls sideways and hides
 * what is on its right (often the row's action); a card shows all of it, and reads as a list.
 */
export function ResponsiveTable<T>({
  items,
  columns,
  keyOf,
  rowProps,
  minTableWidth = DEFAULT_MIN_TABLE_WIDTH,
  id,
  className,
  'aria-label': label,
}: ResponsiveTableProps<T>) {
  const styles = useStyles();
  const [frame, asList] = useNarrowerThan<HTMLDivElement>(minTableWidth);
  return (
    <div ref={frame} className={mergeClasses(styles.frame, className)}>
      {asList ? (
        <CardList
          label={label}
          id={id}
          items={items}
          columns={columns}
          keyOf={keyOf}
          rowProps={rowProps}
        />
      ) : (
        <Table aria-label={label} id={id} style={{ minWidth: `${minTableWidth}px` }}>
          <TableHeader>
            <TableRow>
              {columns.map((column, index) => (
                <TableHeaderCell key={index}>{column.label}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={keyOf(item)} {...rowProps?.(item)}>
                {columns.map((column, index) => (
                  <TableCell key={index}>{column.cell(item)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function CardList<T>({
  label,
  id,
  items,
  columns,
  keyOf,
  rowProps,
}: Pick<ResponsiveTableProps<T>, 'id' | 'items' | 'columns' | 'keyOf' | 'rowProps'> & {
  label: string;
}) {
  const styles = useStyles();
  const titles = columns.filter((c) => c.role === 'title');
  const fields = columns.filter((c) => (c.role ?? 'field') === 'field');
  const actions = columns.filter((c) => c.role === 'actions');
  return (
    <ul className={styles.list} aria-label={label} id={id}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.card} {...rowProps?.(item)}>
          {titles.map((column, index) => (
            <div key={index} className={styles.title}>
              {column.cell(item)}
            </div>
          ))}
          {fields.length > 0 && (
            <dl className={styles.fields}>
              {fields.map((column, index) => (
                <div key={index} className={styles.field}>
                  <dt className={styles.label}>{column.label}</dt>
                  <dd className={styles.value}>{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions.map((column, index) => (
            <div key={index} className={styles.actions}>
              {column.cell(item)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
