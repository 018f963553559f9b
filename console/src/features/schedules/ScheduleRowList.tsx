import {
  Body1,
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { SortableList } from '../../kit/SortableList';
import type { ScheduleProblem } from './scheduleErrors';
import { ALL_DAY, isoDate, moved, newKey, rowTimesText, type DraftRow } from './scheduleRows';
import { TimingFields } from './TimingRow';

const useStyles = makeStyles({
  readOnly: { listStyleType: 'none', margin: 0, padding: 0 },
  hint: { display: 'block', margin: `${tokens.spacingVerticalXS} 0` },
  row: {
    display: 'flex',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderLeft: '3px solid transparent',
    flexGrow: 1,
  },
  invalidRow: {
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  // The row's place in the order, level with its fields (a Field label's height down).
  rank: {
    minWidth: '1.5rem',
    marginTop: `calc(${tokens.lineHeightBase300} + 3 * ${tokens.spacingVerticalXXS} + 6px)`,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'right',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  fallback: {
    marginTop: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export const DEFAULT_LABEL = 'Default (plays when nothing above does)';

/**
 * The schedule's rows in priority order (moved with Move up and Move down, or by dragging, from
 * the keyboard too), the buttons that add a day part or a date range, and the optional default
 * kept below them all.
 */
export function ScheduleRowList({
  rows,
  fallback,
  playlists,
  problem,
  canEdit,
  onRows,
  onFallback,
}: {
  rows: readonly DraftRow[];
  fallback: DraftRow | null;
  playlists: readonly { _id: string; name: string }[];
  problem: ScheduleProblem;
  canEdit: boolean;
  onRows: (rows: DraftRow[]) => void;
  onFallback: (row: DraftRow | null) => void;
}) {
  const styles = useStyles();
  const playlistName = (id: string) => playlists.find((p) => p._id === id)?.name ?? 'no playlist';
  const firstPlaylist = playlists[0]?._id ?? '';
  const renderRow = (row: DraftRow, i: number) => {
    const errors = problem.rows.get(i);
    return (
      <div
        role="group"
        aria-label={`Row ${i + 1}`}
        data-invalid={errors ? 'true' : undefined}
        className={mergeClasses(styles.row, errors && styles.invalidRow)}
      >
        <span className={styles.rank} aria-hidden>
          {i + 1}
        </span>
        <TimingFields
          row={row}
          playlists={playlists}
          errors={errors}
          disabled={!canEdit}
          onChange={(next) => onRows(rows.map((r, k) => (k === i ? next : r)))}
        />
      </div>
    );
  };
  return (
    <>
      <Body1 as="p" className={styles.hint}>
        Higher rows win where times overlap. Both ends of a row are included: 06:00 to 10:59 plays
        until 10:59:59.
      </Body1>
      {rows.length === 0 && (
        <Body1 as="p" className={styles.hint}>
          No rows yet: add a day part or a date range.
        </Body1>
      )}
      {!canEdit && (
        <ol className={styles.readOnly} aria-label="Rows, highest priority first">
          {rows.map((row, i) => (
            <li key={row.key}>{renderRow(row, i)}</li>
          ))}
        </ol>
      )}
      {canEdit && (
        <SortableList
          label="Rows, highest priority first"
          stackOnPhone
          items={rows}
          keyOf={(row) => row.key}
          nameOf={(row) => `${playlistName(row.playlistId)}, ${rowTimesText(row)}`}
          onMove={(from, to) => onRows(moved(rows, from, to))}
          onDelete={(index) => onRows(rows.filter((_, i) => i !== index))}
          rowTestId="schedule-row"
          renderRow={renderRow}
        />
      )}
      {canEdit && (
        <AddRowButtons
          disabled={playlists.length === 0}
          onAdd={(row) => onRows([...rows, { ...row, key: newKey(), playlistId: firstPlaylist }])}
        />
      )}
      <DefaultRow
        fallback={fallback}
        playlists={playlists}
        errors={problem.rows.get(rows.length)}
        canEdit={canEdit}
        onFallback={onFallback}
      />
    </>
  );
}

/** Add day part (06:00 to 10:59) and Add date range (today, all day): a new lowest row. */
function AddRowButtons({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (row: Omit<DraftRow, 'key' | 'playlistId'>) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Button
        icon={<AddRegular />}
        disabledFocusable={disabled}
        onClick={() => onAdd({ timeFrom: '06:00', timeTo: '10:59' })}
      >
        Add day part
      </Button>
      <Button
        icon={<AddRegular />}
        disabledFocusable={disabled}
        onClick={() => {
          const today = isoDate(new Date());
          onAdd({ timeFrom: `${today}T00:00`, timeTo: `${today}T23:59` });
        }}
      >
        Add date range
      </Button>
    </div>
  );
}

/** The optional default below every row: what plays when nothing above does. */
function DefaultRow({
  fallback,
  playlists,
  errors,
  canEdit,
  onFallback,
}: {
  fallback: DraftRow | null;
  playlists: readonly { _id: string; name: string }[];
  errors: ReturnType<ScheduleProblem['rows']['get']>;
  canEdit: boolean;
  onFallback: (row: DraftRow | null) => void;
}) {
  const styles = useStyles();
  const firstPlaylist = playlists[0]?._id ?? '';
  return (
    <div
      className={mergeClasses(styles.fallback, errors && styles.invalidRow)}
      role="group"
      aria-label="Default"
      data-testid="schedule-default"
      data-invalid={errors ? 'true' : undefined}
    >
      <Checkbox
        label={DEFAULT_LABEL}
        checked={fallback !== null}
        disabled={!canEdit || (fallback === null && playlists.length === 0)}
        onChange={(_e, d) =>
          onFallback(d.checked ? { ...ALL_DAY, key: newKey(), playlistId: firstPlaylist } : null)
        }
      />
      {fallback && (
        <TimingFields
          row={fallback}
          playlists={playlists}
          errors={errors}
          disabled={!canEdit}
          fixedTimes
          onChange={onFallback}
        />
      )}
    </div>
  );
}
