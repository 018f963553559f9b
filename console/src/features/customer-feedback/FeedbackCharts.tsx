import { makeStyles, tokens } from '@fluentui/react-components';
import { FEEDBACK_SCORE_LABELS } from '@marquee/sdk/model';
import { ColumnChart, RowChart } from '../proof-of-play/BarCharts';
import { ChartFigure } from '../proof-of-play/ChartFigure';
import { dayLabel, type FeedbackGroup } from './feedback';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
});

/** Where a chart's figures are listed: its text alternative. */
const CHART_NOTE = 'Every figure of this chart is listed in the tables below.';

const bars = (groups: readonly FeedbackGroup[], label = (g: FeedbackGroup) => g.label) =>
  groups.map((g) => ({ key: g.key, label: label(g), value: g.answers }));

/** How the answers split over the five scores, over every group of a report. */
function scoreBars(groups: readonly FeedbackGroup[]) {
  return FEEDBACK_SCORE_LABELS.map((label, i) => ({
    key: String(i + 1),
    label: `${i + 1} ${label}`,
    value: groups.reduce((n, g) => n + (g.scoreCounts[i] ?? 0), 0),
  }));
}

/** Answers per day, per question and per screen, and how they split over the scores. */
export function FeedbackCharts({
  byDay,
  byQuestion,
  byScreen,
  tableId,
}: {
  byDay: readonly FeedbackGroup[];
  byQuestion: readonly FeedbackGroup[];
  byScreen: readonly FeedbackGroup[];
  tableId: string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      <ChartFigure note={CHART_NOTE} title="Answers per day" tableId={tableId}>
        <ColumnChart bars={bars(byDay, (g) => dayLabel(g.key))} />
      </ChartFigure>
      <ChartFigure note={CHART_NOTE} title="Answers by score" tableId={tableId}>
        <RowChart bars={scoreBars(byDay)} />
      </ChartFigure>
      <ChartFigure note={CHART_NOTE} title="Answers per question" tableId={tableId}>
        <RowChart bars={bars(byQuestion)} />
      </ChartFigure>
      <ChartFigure note={CHART_NOTE} title="Answers per screen" tableId={tableId}>
        <RowChart bars={bars(byScreen)} />
      </ChartFigure>
    </div>
  );
}
