import {
  Body1Strong,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  crossesMidnight,
  describeDisplayPeriod,
  type DisplayPeriod,
} from '@marquee/sdk/model';
import { periodsOfDay, withPeriodAdded } from './displayForm';

const useStyles = makeStyles({
  week: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  day: {
    display: 'grid',
    gridTemplateColumns: '8rem 1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  periods: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  period: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  time: { width: '6rem' },
  dayName: { paddingTop: tokens.spacingVerticalXS },
});

interface Props {
  periods: DisplayPeriod[];
  /** Problems by path, e.g. "displaySchedule.3.end". */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (periods: DisplayPeriod[]) => void;
}

/**
 * The display's week, one row per day: the periods the display is on, each with its start and
 * end (the screen's local time, HH:mm), added and removed per day. Each problem shows beside
 * the time it is about.
 */
export function WeekScheduleEditor({ periods, errors, disabled, onChange }: Props) {
  const styles = useStyles();
  const edit = (index: number, patch: Partial<DisplayPeriod>) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <div className={styles.week} role="group" aria-label="Week schedule">
      {WEEKDAYS.map((day) => {
        const name = WEEKDAY_NAMES[day];
        const rows = periodsOfDay(periods, day);
        return (
          <div key={day} className={styles.day}>
            <Body1Strong className={styles.dayName}>{name}</Body1Strong>
            <div className={styles.periods}>
              {rows.length === 0 && <Caption1>Display off all day</Caption1>}
              {rows.map(({ period, index }) => (
                <div key={index} className={styles.period}>
                  <TimeField
                    label={`${name}, on from`}
                    shortLabel="On from"
                    value={period.start}
                    error={errors[`displaySchedule.${index}.start`]}
                    disabled={disabled}
                    onChange={(start) => edit(index, { start })}
                  />
                  <TimeField
                    label={`${name}, off at`}
                    shortLabel="Off at"
                    value={period.end}
                    error={errors[`displaySchedule.${index}.end`]}
                    hint={crossesMidnight(period) ? 'The next day' : undefined}
                    disabled={disabled}
                    onChange={(end) => edit(index, { end })}
                  />
                  <Button
                    appearance="subtle"
                    disabled={disabled}
                    aria-label={`Remove ${describeDisplayPeriod(period)}`}
                    onClick={() => onChange(periods.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </div>
              ))}
              <div>
                <Button
                  size="small"
                  disabled={disabled}
                  aria-label={`Add a period on ${name}`}
                  onClick={() => onChange(withPeriodAdded(periods, day))}
                >
                  Add period
                </Button>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

function TimeField(props: {
  label: string;
  shortLabel: string;
  value: string;
  error: string | undefined;
  hint?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <Field label={props.shortLabel} validationMessage={props.error} hint={props.hint}>
      <Input
        className={styles.time}
        aria-label={props.label}
        placeholder="07:00"
        inputMode="numeric"
        maxLength={5}
        value={props.value}
        disabled={props.disabled}
        onChange={(_e, d) => props.onChange(d.value)}
      />
    </Field>
  );
}
