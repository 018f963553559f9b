import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  groups: {
    margin: 0,
    padding: 0,
    border: 'none',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '12rem',
    overflowY: 'auto',
  },
  legend: {
    padding: 0,
    fontWeight: tokens.fontWeightSemibold,
    marginBottom: tokens.spacingVerticalXS,
  },
});

export interface ChecklistGroup {
  _id: string;
  name: string;
  screenCount: number;
}

/**
 * Screen groups to tick, each labelled with its name and screen count, under one legend so a
 * screen reader names the set. With no groups it says `emptyText`, or shows nothing without one.
 */
export function GroupChecklist({
  groups,
  checkedIds,
  onChange,
  emptyText,
  legend = 'Groups',
  checkboxTestId,
}: {
  /** Undefined while loading: nothing is shown yet. */
  groups: readonly ChecklistGroup[] | undefined;
  checkedIds: readonly string[];
  onChange: (ids: readonly string[]) => void;
  emptyText?: string;
  legend?: string;
  checkboxTestId?: string;
}) {
  const styles = useStyles();
  if (!groups || (groups.length === 0 && !emptyText)) return null;
  return (
    <fieldset className={styles.groups}>
      <legend className={styles.legend}>{legend}</legend>
      {groups.length === 0 && <span>{emptyText}</span>}
      {groups.map((group) => (
        <Checkbox
          key={group._id}
          data-testid={checkboxTestId}
          label={`${group.name} (${group.screenCount})`}
          checked={checkedIds.includes(group._id)}
          onChange={(_e, d) =>
            onChange(
              d.checked ? [...checkedIds, group._id] : checkedIds.filter((id) => id !== group._id),
            )
          }
        />
      ))}
    </fieldset>
  );
}
