import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { groupPermissions, permissionLabel } from './permissionLabels';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS },
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    margin: 0,
    padding: 0,
    border: 'none',
  },
  groupLegend: {
    gridColumn: '1 / -1',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** "Permissions": one checkbox per key, labelled as a sentence and grouped by area. */
export function PermissionChecklist({
  permissions,
  checked,
  onToggle,
}: {
  permissions: readonly string[];
  checked: ReadonlySet<string>;
  onToggle: (permission: string, on: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>Permissions</legend>
      {groupPermissions(permissions).map((group) => (
        <fieldset key={group.name} className={styles.group}>
          <legend className={styles.groupLegend}>{group.name}</legend>
          {group.keys.map((key) => (
            <Checkbox
              key={key}
              label={permissionLabel(key)}
              title={key}
              checked={checked.has(key)}
              onChange={(_, data) => onToggle(key, data.checked === true)}
            />
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
