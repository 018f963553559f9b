import { Field, ProgressBar, makeStyles } from '@fluentui/react-components';
import { STORAGE_LABEL, formatMb } from './mediaText';

const useStyles = makeStyles({ field: { minWidth: '220px' } });

interface Props {
  account: { maxStorageCapacityInMB: number; usedStorageCapacityInMB: number } | null;
}

/**
 * Storage used of maximum, in decimal MB (1 MB = 1,000,000 bytes): a bar named "Storage used"
 * whose value reads as the same words the hint shows.
 */
export function StorageUsage({ account }: Props) {
  const styles = useStyles();
  if (!account) return null;
  const { usedStorageCapacityInMB: used, maxStorageCapacityInMB: max } = account;
  const percent = max > 0 ? Math.round((used / max) * 100) : 0;
  const text = `${formatMb(used)} of ${formatMb(max)} (${percent}%)`;
  return (
    <Field
      className={styles.field}
      label={STORAGE_LABEL}
      hint={text}
      size="small"
      data-testid="storage-usage"
    >
      <ProgressBar
        max={100}
        value={Math.min(percent, 100)}
        aria-valuetext={text}
        color={percent >= 90 ? 'warning' : 'brand'}
      />
    </Field>
  );
}
