import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, FoodRegular } from '@fluentui/react-icons';
import { WEEKDAYS, monthWeeks, type CalendarDay } from './calendar';

const useStyles = makeStyles({
  grid: { borderCollapse: 'separate', borderSpacing: tokens.spacingHorizontalXS },
  head: { fontWeight: tokens.fontWeightSemibold, textAlign: 'center' },
  day: { width: '100%', minWidth: '56px', height: '56px', flexDirection: 'column', gap: '2px' },
  withBoard: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
  },
  outside: { color: tokens.colorNeutralForegroundDisabled },
});

interface Props {
  /** The day the calendar is for: its month is shown and the only one selectable. */
  today: Date;
  /** Days (YYYY-MM-DD) that have a board. */
  boardDays: ReadonlySet<string>;
  /** Whether an empty day opens creation (else it is disabled). */
  canCreate: boolean;
  onDay: (date: string, hasBoard: boolean) => void;
}

/** The menu board calendar: days with a board in green, the others with a plus. */
export function MenuBoardCalendar({ today, boardDays, canCreate, onDay }: Props) {
  const styles = useStyles();
  const monthName = today.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  return (
    <table className={styles.grid} role="grid" aria-label={monthName}>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className={styles.head}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(today).map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => (
              <td key={day.date}>
                <DayButton
                  day={day}
                  hasBoard={boardDays.has(day.date)}
                  canCreate={canCreate}
                  onDay={onDay}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayButton({
  day,
  hasBoard,
  canCreate,
  onDay,
}: {
  day: CalendarDay;
  hasBoard: boolean;
  canCreate: boolean;
  onDay: Props['onDay'];
}) {
  const styles = useStyles();
  if (!day.inMonth)
    return (
      <Button
        appearance="transparent"
        disabled
        className={mergeClasses(styles.day, styles.outside)}
        aria-label={`${day.dayOfMonth}: ${day.date}, another month`}
        data-testid={`calendar-day-${day.date}`}
      >
        {day.dayOfMonth}
      </Button>
    );
  const marked = hasBoard;
  return (
    <Button
      appearance={marked ? 'secondary' : 'outline'}
      disabled={!marked && !canCreate}
      className={mergeClasses(styles.day, marked && styles.withBoard)}
      icon={marked ? <FoodRegular /> : <AddRegular />}
      // The name starts with the day shown, so speech input ("click 3") finds it (WCAG 2.5.3).
      aria-label={`${day.dayOfMonth}: ${marked ? 'open' : 'create'} menu board for ${day.date}`}
      data-testid={`calendar-day-${day.date}`}
      onClick={() => onDay(day.date, marked)}
    >
      {day.dayOfMonth}
    </Button>
  );
}
