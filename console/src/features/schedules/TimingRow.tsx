import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { TimingField } from './scheduleErrors';
import { dateTimeInputValue, kindOf, withKind, type DraftRow, type RowKind } from './scheduleRows';

const useStyles = makeStyles({
  fields: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
  },
  // Fields keep their width when an error appears under them: the message wraps inside its
  // field instead of widening it, so the rows' columns stay lined up.
  // A native select or a date input is as wide as its content unless told otherwise: a long
  // playlist name is cut inside its field, never pushes the field over the next one.
  kindField: { width: '9rem', '& > *': { minWidth: 0 } },
  playlistField: { width: '11rem', maxWidth: '100%', '& > *': { minWidth: 0 } },
  timeField: { width: '8.5rem', '& > *': { minWidth: 0 } },
  dateTimeField: { width: '13rem', maxWidth: '100%', '& > *': { minWidth: 0 } },
});

/** The props of one field of a row: its error beside it, marked. */
const fieldState = (message: string | undefined) =>
  message ? { validationState: 'error' as const, validationMessage: message } : {};

export type RowErrors = Partial<Record<TimingField, string>>;

/** The fields of one row: day part or date range, its playlist, and when it starts and ends. */
export function TimingFields({
  row,
  playlists,
  errors,
  disabled,
  fixedTimes = false,
  onChange,
}: {
  row: DraftRow;
  playlists: readonly { _id: string; name: string }[];
  errors: RowErrors | undefined;
  disabled: boolean;
  /** The default row: its times are the whole day, only its playlist is chosen. */
  fixedTimes?: boolean;
  onChange: (row: DraftRow) => void;
}) {
  const styles = useStyles();
  const kind = kindOf(row);
  // The row keeps its kind while a field is edited, whatever the field holds meanwhile.
  const set = (field: TimingField, value: string) => onChange({ ...row, kind, [field]: value });
  const dateRange = kind === 'date-range';
  const timeInput = (field: 'timeFrom' | 'timeTo') =>
    dateRange ? (
      <Input
        type="datetime-local"
        data-testid={field === 'timeFrom' ? 'row-start' : 'row-end'}
        value={dateTimeInputValue(row[field])}
        onChange={(_e, d) => set(field, d.value)}
        disabled={disabled}
      />
    ) : (
      <Input
        type="time"
        data-testid={field === 'timeFrom' ? 'row-start' : 'row-end'}
        step={row[field].length > 5 ? 1 : 60}
        value={row[field]}
        onChange={(_e, d) => set(field, d.value)}
        disabled={disabled}
      />
    );
  return (
    <div className={styles.fields}>
      {!fixedTimes && (
        <Field label="Plays" className={styles.kindField}>
          <Select
            data-testid="row-kind"
            value={kind}
            onChange={(_e, d) => onChange(withKind(row, d.value as RowKind, new Date()))}
            disabled={disabled}
          >
            <option value="day-part">Every day</option>
            <option value="date-range">Between dates</option>
          </Select>
        </Field>
      )}
      <Field
        label="Playlist"
        className={styles.playlistField}
        {...fieldState(
          errors?.playlistId ??
            // A deleted playlist leaves its hours empty: nothing plays then, not even the default.
            (row.playlistId && !playlists.some((p) => p._id === row.playlistId)
              ? 'This playlist was deleted: nothing plays in these hours. Choose another.'
              : undefined),
        )}
      >
        <Select
          data-testid="row-playlist"
          value={row.playlistId}
          onChange={(_e, d) => set('playlistId', d.value)}
          disabled={disabled}
        >
          {!playlists.some((p) => p._id === row.playlistId) && (
            <option value={row.playlistId}>
              {row.playlistId ? 'Deleted playlist' : 'Choose a playlist'}
            </option>
          )}
          {playlists.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      {!fixedTimes && (
        <>
          <Field
            label="Start time"
            className={dateRange ? styles.dateTimeField : styles.timeField}
            {...fieldState(errors?.timeFrom)}
          >
            {timeInput('timeFrom')}
          </Field>
          <Field
            label="End time"
            className={dateRange ? styles.dateTimeField : styles.timeField}
            hint={!dateRange && endsNextDay(row) ? 'The next day' : undefined}
            {...fieldState(errors?.timeTo)}
          >
            {timeInput('timeTo')}
          </Field>
        </>
      )}
    </div>
  );
}

/** A time of day that ends earlier than it starts runs past midnight (22:00 to 02:00). */
function endsNextDay(row: Pick<DraftRow, 'timeFrom' | 'timeTo'>): boolean {
  const whole = /^\d{2}:\d{2}(:\d{2})?$/;
  return whole.test(row.timeFrom) && whole.test(row.timeTo) && row.timeTo < row.timeFrom;
}
