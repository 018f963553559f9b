import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { formatDuration } from './report';

const REPORT_TABLE_NAME = 'Plays by screen and day';

interface Row {
  deviceId: string;
  deviceName?: string | null;
  day: string;
  plays: number;
  durationSeconds: number;
  /** People the screen's camera saw while these plays ran. */
  impressions: number;
}

// On a phone each row is a card named by its screen, with its day, plays and duration below.
const COLUMNS: readonly TableColumn<Row>[] = [
  { label: 'Day', cell: (r) => r.day },
  { label: 'Screen', role: 'title', cell: (r) => r.deviceName ?? r.deviceId },
  { label: 'Plays', cell: (r) => r.plays },
  { label: 'Duration', cell: (r) => formatDuration(r.durationSeconds) },
  { label: 'Seen by', cell: (r) => r.impressions },
];

/** Every row of the report: the figures themselves, and the charts' text alternative. */
export function ReportTable({ rows, id }: { rows: readonly Row[]; id?: string }) {
  return (
    <ResponsiveTable
      aria-label={REPORT_TABLE_NAME}
      id={id}
      items={rows}
      columns={COLUMNS}
      keyOf={(r) => `${r.day}-${r.deviceId}`}
      rowProps={() => ({ 'data-testid': 'pop-row' })}
      minTableWidth={480}
    />
  );
}
