import { Caption1, makeStyles, tokens } from '@fluentui/react-components';

// Two plain bar charts drawn with boxes. They are pictures of the figures the report's table
// lists, so they are hidden from assistive technology (the figure around them names them and
// points to the table), hold nothing focusable, and reflow to any width, a phone's included.

const useStyles = makeStyles({
  columns: {
    display: 'flex',
    alignItems: 'stretch',
    gap: tokens.spacingHorizontalXS,
    height: '220px',
  },
  column: {
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
  },
  plot: {
    flex: '1 1 auto',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  bar: {
    width: '70%',
    maxWidth: '48px',
    alignSelf: 'center',
    minHeight: '2px',
    backgroundColor: tokens.colorBrandBackground,
    borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0`,
  },
  label: {
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '100%',
  },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr) max-content',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
  },
  track: { height: '20px', display: 'flex' },
  rowBar: {
    minWidth: '2px',
    backgroundColor: tokens.colorBrandBackground,
    borderRadius: `0 ${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0`,
  },
});

export interface Bar {
  key: string;
  label: string;
  value: number;
}

const share = (value: number, max: number) => `${max > 0 ? (value / max) * 100 : 0}%`;

/**
 * A bar's length: its share of the longest. The least visible length (2 px) is for small values
 * only; nothing is drawn for a zero, which a sliver of colour would misstate.
 */
const columnStyle = (value: number, max: number) => ({
  height: share(value, max),
  ...(value > 0 ? {} : { minHeight: 0 }),
});
const rowStyle = (value: number, max: number) => ({
  width: share(value, max),
  ...(value > 0 ? {} : { minWidth: 0 }),
});

/** At most this many labels under the columns: more would overlap, so every n-th is shown. */
const MAX_COLUMN_LABELS = 8;

/** Vertical bars, one per entry, each with its value above and its label below. */
export function ColumnChart({ bars }: { bars: readonly Bar[] }) {
  const styles = useStyles();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const labelEvery = Math.ceil(bars.length / MAX_COLUMN_LABELS);
  return (
    <div className={styles.columns} aria-hidden="true" data-chart="columns">
      {bars.map((bar, index) => (
        <div key={bar.key} className={styles.column} title={`${bar.label}: ${bar.value}`}>
          <Caption1 className={styles.label}>{bar.value}</Caption1>
          <div className={styles.plot}>
            <div className={styles.bar} style={columnStyle(bar.value, max)} data-bar />
          </div>
          <Caption1 className={styles.label}>
            {index % labelEvery === 0 ? bar.label : '\u00a0'}
          </Caption1>
        </div>
      ))}
    </div>
  );
}

/** Horizontal bars, one row per entry: its label, the bar, its value. */
export function RowChart({ bars }: { bars: readonly Bar[] }) {
  const styles = useStyles();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <div className={styles.rows} aria-hidden="true" data-chart="rows">
      {bars.map((bar) => (
        <div key={bar.key} style={{ display: 'contents' }} title={`${bar.label}: ${bar.value}`}>
          <Caption1 className={styles.label}>{bar.label}</Caption1>
          <div className={styles.track}>
            <div className={styles.rowBar} style={rowStyle(bar.value, max)} data-bar />
          </div>
          <Caption1>{bar.value}</Caption1>
        </div>
      ))}
    </div>
  );
}
