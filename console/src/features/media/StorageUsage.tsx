import { Text } from '@fluentui/react-components';
import { formatMb } from './mediaText';

interface Props {
  account: { maxStorageCapacityInMB: number; usedStorageCapacityInMB: number } | null;
}

/** Storage used of maximum, in decimal MB (1 MB = 1,000,000 bytes). */
export function StorageUsage({ account }: Props) {
  if (!account) return null;
  const { usedStorageCapacityInMB: used, maxStorageCapacityInMB: max } = account;
  const percent = max > 0 ? Math.round((used / max) * 100) : 0;
  return (
    <Text size={200} data-testid="storage-usage">
      Storage: {formatMb(used)} of {formatMb(max)} used ({percent}%)
    </Text>
  );
}
