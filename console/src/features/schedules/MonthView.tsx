import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isoDate } from './scheduleRows';
import { dayAfter, dayBlocks, spanText, weekStart, type PlaySpan } from './weekView';
import type { PlaylistLook } from './WeekView';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Lines a day shows before "n more": a busy day stays one cell high. */
const LINES = 4;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: '2px',
    marginTop: tokens.spacingVerticalS,
  },
  head: { textAlign: 'center' },
  day: {
    minHeight: '6rem',
    padding: tokens.spacingHorizontalXS,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minWidth: 0,
  },
  today: { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
  otherMonth: { opacity: 0.55 },
  date: { fontWeight: tokens.fontWeightSemibold },
  line: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  // On a phone a day is a few characters wide: its lines are colour chips, named by the legend.
  lineText: { '@media (max-width: 640px)': { display: 'none' } },
  chip: { flexShrink: 0, width: '8px', height: '8px', borderRadius: '2px' },
});

/** The first Monday on or before the 1st of `month`'s month, and how many days the grid shows. */
export function monthGrid(month: Date): { first: Date; days: number } {
  const firstOfMonth = new Date(month.getFullYear(), month.getMonth(), 1);
  const first = weekStart(firstOfMonth);
  const lastOfMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const lastSunday = dayAfter(weekStart(lastOfMonth), 6);
  const days = Math.round((lastSunday.getTime() - first.getTime()) / 86_400_000) + 1;
  return { first, days };
}

/** A calendar month, Monday first, each day listing what plays and from when to when. */
export function MonthView({
  month,
  today,
  spans,
  look,
}: {
  /** Today's date (YYYY-MM-DD), marked in the view. */
  today: string;
  month: Date;
  spans: readonly PlaySpan[];
  look: PlaylistLook;
}) {
  const styles = useStyles();
  const { first, days } = monthGrid(month);
  const blocks = dayBlocks(spans, first, days);
  return (
    <div className={styles.grid} role="list" aria-label="Month view">
      {DAYS.map((d) => (
        <Caption1 key={d} className={styles.head} aria-hidden>
          {d}
        </Caption1>
      ))}
      {Array.from({ length: days }, (_, day) => {
        const date = dayAfter(first, day);
        const lines = blocks.filter((b) => b.day === day);
        const label = date.toLocaleDateString('en-GB', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        });
        return (
          <div
            key={day}
            role="listitem"
            aria-label={label}
            data-testid="month-day"
            aria-current={isoDate(date) === today ? 'date' : undefined}
            className={mergeClasses(
              styles.day,
              date.getMonth() !== month.getMonth() && styles.otherMonth,
            )}
          >
            <Caption1
              className={mergeClasses(styles.date, isoDate(date) === today && styles.today)}
            >
              {date.getDate()}
            </Caption1>
            {lines.slice(0, LINES).map((b) => (
              <span
                key={b.start}
                className={styles.line}
                title={`${spanText(b)} ${look.name(b.playlistId)}`}
              >
                <span
                  className={styles.chip}
                  style={{ backgroundColor: look.colour(b.playlistId) }}
                />
                <span className={styles.lineText}>
                  {spanText(b)} {look.name(b.playlistId)}
                </span>
              </span>
            ))}
            {lines.length > LINES && <span className={styles.line}>+{lines.length - LINES}</span>}
            {lines.length === 0 && <span className={styles.line}>Nothing plays</span>}
          </div>
        );
      })}
    </div>
  );
}
