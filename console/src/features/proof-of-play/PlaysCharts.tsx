import { makeStyles, tokens } from '@fluentui/react-components';
import { ColumnChart, RowChart } from './BarCharts';
import { ChartFigure } from './ChartFigure';
import { playsByDay, playsByScreen } from './report';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
});

/** Where a chart's figures are listed: its text alternative. */
const CHART_NOTE = 'Every figure of this chart is listed below, by screen and day.';

/** A day as a person reads it on a chart's axis ("28 Nov"); the table keeps the full date. */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

interface Row {
  deviceId: string;
  deviceName?: string | null;
  day: string;
  plays: number;
}

/** Plays over time (per day) and plays per screen, for the rows of one report. */
export function PlaysCharts({ rows, tableId }: { rows: readonly Row[]; tableId: string }) {
  const styles = useStyles();
  const days = playsByDay(rows);
  const screens = playsByScreen(rows);
  return (
    <div className={styles.grid}>
      <ChartFigure note={CHART_NOTE} title="Plays per day" tableId={tableId}>
        <ColumnChart
          bars={days.map(({ day, plays }) => ({ key: day, label: dayLabel(day), value: plays }))}
        />
      </ChartFigure>
      <ChartFigure note={CHART_NOTE} title="Plays per screen" tableId={tableId}>
        <RowChart
          bars={screens.map(({ deviceId, screen, plays }) => ({
            key: deviceId,
            label: screen,
            value: plays,
          }))}
        />
      </ChartFigure>
    </div>
  );
}
