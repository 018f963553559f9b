import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ColumnChart, RowChart } from './BarCharts';
import { playsByDay, playsByScreen } from './report';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
});

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

/**
 * A chart inside a named figure: screen readers hear its name and are pointed to the rows
 * below, which hold every figure the chart draws (its text alternative). The note says "listed
 * below", true both where the rows are a table and where, on a phone, they are cards.
 */
function ChartFigure({
  title,
  tableId,
  children,
}: {
  title: string;
  tableId: string;
  children: React.ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  const noteId = useId();
  return (
    <figure
      className={styles.figure}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={`${noteId} ${tableId}`}
    >
      <Subtitle2 as="h2" id={titleId}>
        {title}
      </Subtitle2>
      {children}
      <Caption1 id={noteId}>
        Every figure of this chart is listed below, by screen and day.
      </Caption1>
    </figure>
  );
}

/** Plays over time (per day) and plays per screen, for the rows of one report. */
export function PlaysCharts({ rows, tableId }: { rows: readonly Row[]; tableId: string }) {
  const styles = useStyles();
  const days = playsByDay(rows);
  const screens = playsByScreen(rows);
  return (
    <div className={styles.grid}>
      <ChartFigure title="Plays per day" tableId={tableId}>
        <ColumnChart
          bars={days.map(({ day, plays }) => ({ key: day, label: dayLabel(day), value: plays }))}
        />
      </ChartFigure>
      <ChartFigure title="Plays per screen" tableId={tableId}>
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
