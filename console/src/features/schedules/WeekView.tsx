import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isoDate } from './scheduleRows';
import { dayAfter, dayBlocks, spanText, textColourOn, type PlaySpan } from './weekView';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // minmax(0, …): a long playlist name wraps in its block, never widens its day (or the page).
    gridTemplateColumns: '2.5rem repeat(7, minmax(0, 1fr))',
    gap: '2px',
    marginTop: tokens.spacingVerticalS,
  },
  // One line over every day, so the days below stay level: on a phone the label gets smaller
  // rather than wrapping ("Wed 25" would take two lines and push that day down).
  dayLabel: {
    display: 'block',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    '@media (max-width: 480px)': { fontSize: tokens.fontSizeBase100 },
  },
  today: { fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  day: {
    position: 'relative',
    height: '240px',
    backgroundColor: tokens.colorNeutralBackground3,
    // A faint line every six hours, level with the hours beside the week.
    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 calc(25% - 1px), ${tokens.colorNeutralStroke2} calc(25% - 1px) 25%)`,
  },
  hours: { position: 'relative', height: '240px' },
  hour: {
    position: 'absolute',
    right: tokens.spacingHorizontalXS,
    transform: 'translateY(-50%)',
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
  },
  block: {
    position: 'absolute',
    left: '2px',
    right: '2px',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    borderRadius: tokens.borderRadiusSmall,
    padding: '0 2px',
    boxSizing: 'border-box',
  },
});

export interface PlaylistLook {
  name: (playlistId: string) => string;
  colour: (playlistId: string) => string;
}

/** The week from `monday`, one column a day, each span the engine found as a block at its hours. */
export function WeekView({
  monday,
  today,
  spans,
  look,
}: {
  /** Today's date (YYYY-MM-DD), marked in the view. */
  today: string;
  monday: Date;
  spans: readonly PlaySpan[];
  look: PlaylistLook;
}) {
  const styles = useStyles();
  const blocks = dayBlocks(spans, monday, 7);
  return (
    <div className={styles.grid} role="list" aria-label="Week view">
      <div aria-hidden>
        <Caption1 className={styles.dayLabel}>&nbsp;</Caption1>
        <div className={styles.hours}>
          {[0, 6, 12, 18].map((h) => (
            <span
              key={h}
              className={styles.hour}
              style={{ top: h === 0 ? '0.5em' : `${(h / 24) * 100}%` }}
            >
              {String(h).padStart(2, '0')}:00
            </span>
          ))}
        </div>
      </div>
      {DAYS.map((label, day) => {
        const date = dayAfter(monday, day);
        const dayBlocksOf = blocks.filter((b) => b.day === day);
        return (
          <div
            key={label}
            role="listitem"
            aria-label={`${label} ${date.getDate()}`}
            aria-current={isoDate(date) === today ? 'date' : undefined}
          >
            <Caption1
              className={mergeClasses(styles.dayLabel, isoDate(date) === today && styles.today)}
            >
              {label} {date.getDate()}
            </Caption1>
            <div className={styles.day}>
              {dayBlocksOf.map((b) => {
                const text = `${spanText(b)} ${look.name(b.playlistId)}`;
                return (
                  <div
                    key={b.start}
                    className={styles.block}
                    title={text}
                    aria-label={text}
                    data-testid="week-block"
                    style={{
                      top: `${b.topPercent}%`,
                      height: `${b.heightPercent}%`,
                      backgroundColor: look.colour(b.playlistId),
                      color: textColourOn(look.colour(b.playlistId)),
                    }}
                  >
                    {look.name(b.playlistId)}
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
