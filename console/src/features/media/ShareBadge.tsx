import { CounterBadge, Tooltip } from '@fluentui/react-components';

/** The badge shows the share count, only when the item is shared with more than one space. */
export function ShareBadge({ count }: { count: number }) {
  if (count <= 1) return null;
  return (
    <Tooltip content={`Shared to ${count} spaces`} relationship="description">
      <CounterBadge
        count={count}
        size="small"
        color="informative"
        aria-label={`Shared to ${count} spaces`}
      />
    </Tooltip>
  );
}
