import { makeStyles, tokens } from '@fluentui/react-components';
import type { AudienceReportQuery } from '../../graphql/generated';
import { ColumnChart, RowChart } from '../proof-of-play/BarCharts';
import { ChartCard } from './ChartCard';
import { hourLabel, localHours, pointLabel, type ChartTable } from './audience';

type Report = AudienceReportQuery['audienceReport'];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  wide: { gridColumn: '1 / -1' },
});

const BUCKET_COLUMN = { hour: 'Hour', day: 'Day', month: 'Month' } as const;

/** Each chart's table: the figures the chart draws, as its table view and CSV list them. */
export function chartTables(report: Report) {
  const over: ChartTable = {
    name: 'audience-over-time',
    columns: [BUCKET_COLUMN[report.bucket], 'People', 'Men', 'Women', 'Minutes'],
    rows: report.series.map((p) => [
      pointLabel(p.at, report.bucket),
      p.people,
      p.male,
      p.female,
      p.minutes,
    ]),
  };
  const gender: ChartTable = {
    name: 'audience-gender',
    columns: ['Gender', 'People'],
    rows:
      report.male + report.female > 0
        ? [
            ['Women', report.female],
            ['Men', report.male],
          ]
        : [],
  };
  const ages: ChartTable = {
    name: 'audience-age',
    columns: ['Age', 'People'],
    rows: report.ages.some((a) => a.people > 0) ? report.ages.map((a) => [a.label, a.people]) : [],
  };
  const objects: ChartTable = {
    name: 'detected-objects',
    columns: ['Object', 'Most seen at once, summed by minute'],
    rows: report.objects.map((o) => [o.label, o.count]),
  };
  const local = localHours(report.hours);
  const hours: ChartTable = {
    name: 'audience-by-hour-of-day',
    columns: ['Hour of day', 'People'],
    rows: local.some((h) => h.people > 0) ? local.map((h) => [hourLabel(h.hour), h.people]) : [],
  };
  return { over, gender, ages, objects, hours };
}

const bars = (table: ChartTable, value = 1) =>
  table.rows.map((row) => ({
    key: String(row[0]),
    label: String(row[0]),
    value: Number(row[value]),
  }));

/** Audience over time, gender, age, objects and hours of day, each with its table and CSV. */
export function AudienceCharts({ report }: { report: Report }) {
  const styles = useStyles();
  const t = chartTables(report);
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <ChartCard title="Audience over time" table={t.over}>
          <ColumnChart bars={bars(t.over)} />
        </ChartCard>
      </div>
      <ChartCard title="Peak hours" table={t.hours}>
        <ColumnChart bars={bars(t.hours)} />
      </ChartCard>
      <ChartCard title="Gender" table={t.gender}>
        <RowChart bars={bars(t.gender)} />
      </ChartCard>
      <ChartCard title="Age" table={t.ages}>
        <RowChart bars={bars(t.ages)} />
      </ChartCard>
      <ChartCard title="Detected objects" table={t.objects}>
        <RowChart bars={bars(t.objects)} />
      </ChartCard>
    </div>
  );
}
