import { Button, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  FoodRegular,
} from '@fluentui/react-icons';
import { useId, useState, type KeyboardEvent } from 'react';
import { WEEKDAYS, addMonths, isoDay, monthLabel, monthWeeks, type CalendarDay } from './calendar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  month: { minWidth: '10em', textAlign: 'center' },
  // Seven equal columns in the width there is: a phone's 390 px holds a week of 40 px days.
  grid: {
    borderCollapse: 'separate',
    borderSpacing: tokens.spacingHorizontalXS,
    width: '100%',
    maxWidth: '560px',
    tableLayout: 'fixed',
  },
  head: { fontWeight: tokens.fontWeightSemibold, textAlign: 'center' },
  day: {
    width: '100%',
    minWidth: 0,
    height: '56px',
    paddingLeft: 0,
    paddingRight: 0,
    flexDirection: 'column',
    gap: '2px',
  },
  withBoard: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
  },
  outside: { color: tokens.colorNeutralForegroundDisabled },
  // Today: a brand-coloured ring inside the day and its number in bold, with or without a board.
  today: {
    outline: `2px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
    fontWeight: tokens.fontWeightBold,
  },
});

interface Props {
  /** The month shown (any day of it): its days are the ones to choose. */
  month: Date;
  /** Asks to show another month (the first day of it). */
  onMonthChange: (month: Date) => void;
  /** Days (YYYY-MM-DD) that have a board. */
  boardDays: ReadonlySet<string>;
  /** Whether an empty day opens creation (else it is disabled). */
  canCreate: boolean;
  onDay: (date: string, hasBoard: boolean) => void;
}

/**
 * The menu board calendar: the month and year over a grid of its weeks, days with a board in
 * green, the others with a plus, today ringed (aria-current="date"). Previous and next buttons
 * (and Page Up / Page Down in the grid, as in date pickers) change the month.
 */
export function MenuBoardCalendar({ month, onMonthChange, boardDays, canCreate, onDay }: Props) {
  const styles = useStyles();
  const headingId = useId();
  const name = monthLabel(month);
  // Read once when the calendar opens: a render must not read the clock.
  const [today] = useState(() => isoDay(new Date()));
  const go = (count: number) => onMonthChange(addMonths(month, count));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
    e.preventDefault();
    go(e.key === 'PageUp' ? -1 : 1);
  };
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={`Previous month, ${monthLabel(addMonths(month, -1))}`}
          onClick={() => go(-1)}
        />
        {/* Read out when the month changes, so a screen reader hears where it is. */}
        <Subtitle2 as="h3" id={headingId} aria-live="polite" className={styles.month}>
          {name}
        </Subtitle2>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={`Next month, ${monthLabel(addMonths(month, 1))}`}
          onClick={() => go(1)}
        />
      </div>
      <table className={styles.grid} role="grid" aria-labelledby={headingId} onKeyDown={onKeyDown}>
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
          {monthWeeks(month).map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td key={day.date}>
                  <DayButton
                    day={day}
                    isToday={day.date === today}
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
    </div>
  );
}

function DayButton({
  day,
  isToday,
  hasBoard,
  canCreate,
  onDay,
}: {
  day: CalendarDay;
  isToday: boolean;
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
      disabledFocusable={!marked && !canCreate}
      className={mergeClasses(styles.day, marked && styles.withBoard, isToday && styles.today)}
      aria-current={isToday ? 'date' : undefined}
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
