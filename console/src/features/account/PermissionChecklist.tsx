import { Caption1, Checkbox, makeStyles, tokens, useId } from '@fluentui/react-components';
import {
  COMING_NOTE,
  groupPermissions,
  isComingPermission,
  permissionLabel,
} from './permissionLabels';

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
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline' },
  coming: { color: tokens.colorNeutralForeground3 },
});

/** One permission's checkbox; one for an area still to come says so beside its label. */
function PermissionBox({
  permission,
  checked,
  onToggle,
}: {
  permission: string;
  checked: boolean;
  onToggle: (permission: string, on: boolean) => void;
}) {
  const styles = useStyles();
  const noteId = useId('coming');
  const coming = isComingPermission(permission);
  return (
    <div className={styles.item}>
      <Checkbox
        label={permissionLabel(permission)}
        aria-describedby={coming ? noteId : undefined}
        checked={checked}
        onChange={(_, data) => onToggle(permission, data.checked === true)}
      />
      {coming && (
        <Caption1 id={noteId} className={styles.coming}>
          {COMING_NOTE}
        </Caption1>
      )}
    </div>
  );
}

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
            <PermissionBox
              key={key}
              permission={key}
              checked={checked.has(key)}
              onToggle={onToggle}
            />
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
