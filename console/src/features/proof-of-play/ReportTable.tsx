import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { formatDuration } from './report';

const REPORT_TABLE_NAME = 'Plays by screen and day';

interface Row {
  deviceId: string;
  deviceName?: string | null;
  day: string;
  plays: number;
  durationSeconds: number;
}

/** Every row of the report: the figures themselves, and the charts' text alternative. */
export function ReportTable({ rows, id }: { rows: readonly Row[]; id?: string }) {
  return (
    <Table aria-label={REPORT_TABLE_NAME} id={id}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Day</TableHeaderCell>
          <TableHeaderCell>Screen</TableHeaderCell>
          <TableHeaderCell>Plays</TableHeaderCell>
          <TableHeaderCell>Duration</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.day}-${r.deviceId}`} data-testid="pop-row">
            <TableCell>{r.day}</TableCell>
            <TableCell>{r.deviceName ?? r.deviceId}</TableCell>
            <TableCell>{r.plays}</TableCell>
            <TableCell>{formatDuration(r.durationSeconds)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
