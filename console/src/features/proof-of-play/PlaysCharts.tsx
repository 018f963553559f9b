import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { HorizontalBarChartWithAxis, VerticalBarChart } from '@fluentui/react-charts';
import { useId } from 'react';
import { playsByDay, playsByScreen } from './report';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
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

const CHART_HEIGHT = 260;
const BAR_COLOR = tokens.colorBrandBackground;

interface Row {
  deviceId: string;
  deviceName?: string | null;
  day: string;
  plays: number;
}

/**
 * A chart inside a named figure: screen readers hear its name and are pointed to the table
 * below, which holds every figure the chart draws (its text alternative).
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
      <Caption1 id={noteId}>The table below lists every figure of this chart.</Caption1>
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
        <VerticalBarChart
          chartTitle="Plays per day"
          height={CHART_HEIGHT}
          data={days.map(({ day, plays }) => ({
            x: day,
            y: plays,
            legend: day,
            color: BAR_COLOR,
            yAxisCalloutData: `${plays} plays`,
          }))}
          useSingleColor
          colors={[BAR_COLOR]}
          hideLegend
          yAxisTitle="Plays"
        />
      </ChartFigure>
      <ChartFigure title="Plays per screen" tableId={tableId}>
        <HorizontalBarChartWithAxis
          chartTitle="Plays per screen"
          height={Math.max(CHART_HEIGHT / 2, 48 * screens.length + 60)}
          data={screens.map(({ screen, plays }) => ({
            x: plays,
            y: screen,
            legend: screen,
            color: BAR_COLOR,
            xAxisCalloutData: `${plays} plays`,
          }))}
          useSingleColor
          colors={[BAR_COLOR]}
          hideLegend
          xAxisTitle="Plays"
        />
      </ChartFigure>
    </div>
  );
}
