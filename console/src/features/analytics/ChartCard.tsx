import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, TableRegular, DataBarVerticalRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { tableCsv, type ChartTable } from './audience';

const useStyles = makeStyles({
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

type Row = readonly (string | number)[];

function download(table: ChartTable) {
  const blob = new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.name}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A chart with its figures: the chart (a picture, hidden from assistive technology), or on
 * request its table, and the table as CSV. Screen readers are pointed to the table.
 */
export function ChartCard({
  title,
  table,
  children,
}: {
  title: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const columns: TableColumn<Row>[] = table.columns.map((label, i) => ({
    label,
    role: i === 0 ? 'title' : 'field',
    cell: (row) => row[i],
  }));
  return (
    <figure className={styles.figure} role="group" aria-labelledby={titleId}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={titleId}>
          {title}
        </Subtitle2>
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            icon={asTable ? <DataBarVerticalRegular /> : <TableRegular />}
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
          <Button
            appearance="subtle"
            icon={<ArrowDownloadRegular />}
            onClick={() => download(table)}
          >
            CSV
          </Button>
        </div>
      </div>
      {table.rows.length === 0 ? (
        <Caption1>Nothing counted in this period.</Caption1>
      ) : asTable ? (
        <ResponsiveTable
          aria-label={title}
          items={table.rows}
          columns={columns}
          keyOf={(row) => String(row[0])}
          minTableWidth={320}
        />
      ) : (
        children
      )}
    </figure>
  );
}
