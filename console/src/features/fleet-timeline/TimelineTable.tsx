import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { localDateTime, zoneLabel } from './timelineLayout';
import type { ScreenTimeline } from './types';

interface Row {
  key: string;
  screen: string;
  timeZone: string;
  known: boolean;
  label: string;
  start: number;
  end: number;
}

/** The timeline as a table, one row per segment: the chart's words, for reading and for AT. */
export function TimelineTable({
  screens,
  caption,
}: {
  screens: ScreenTimeline[];
  caption: string;
}) {
  const rows: Row[] = screens.flatMap((s) =>
    s.segments.map((seg) => ({
      key: `${s.screen._id} ${seg.start}`,
      screen: s.screen.name,
      timeZone: s.timeZone,
      known: s.timeZoneSource !== 'none',
      label: seg.label,
      start: Date.parse(seg.start),
      end: Date.parse(seg.end),
    })),
  );
  const columns: TableColumn<Row>[] = [
    { label: 'Screen', role: 'title', cell: (r) => r.screen },
    { label: 'Shows', cell: (r) => r.label },
    { label: 'From (screen time)', cell: (r) => localDateTime(r.timeZone, r.start) },
    { label: 'Until (screen time)', cell: (r) => localDateTime(r.timeZone, r.end) },
    {
      label: 'Zone',
      cell: (r) => (r.known ? zoneLabel(r.timeZone, r.start) : 'UTC (no zone known)'),
    },
  ];
  return (
    <ResponsiveTable
      aria-label={caption}
      items={rows}
      columns={columns}
      keyOf={(r) => r.key}
      rowProps={() => ({ 'data-testid': 'timeline-table-row' })}
    />
  );
}
