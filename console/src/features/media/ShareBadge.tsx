import { CounterBadge, Tooltip } from '@fluentui/react-components';

/** core.md §9: the badge shows the share count when more than one space is shared. */
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
