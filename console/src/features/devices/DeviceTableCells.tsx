import { Badge, Caption1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { DeviceHealthFragment, DeviceListItemFragment } from '../../graphql/generated';
import { RouterLink } from '../../kit/RouterLink';
import {
  bytesText,
  errorCountText,
  exactTimeText,
  keptContentText,
  lastSeenText,
  versionText,
} from './DeviceTableText';
import { platformLabel } from './deviceFacts';

type Device = DeviceListItemFragment & DeviceHealthFragment;

const useStyles = makeStyles({
  // Two short lines in one cell: the state, then its detail in a quieter colour.
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  detail: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', cursor: 'default' },
  nowrap: { whiteSpace: 'nowrap' },
  danger: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  quiet: { color: tokens.colorNeutralForeground3 },
});

/** The time now, moving on every minute, so "2 min ago" stays true while the list is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Online or offline, and when the screen was last heard from (the exact time on hover or focus). */
export function StatusCell({ device, now }: { device: Device; now: Date }) {
  const styles = useStyles();
  const online = device.onlineStatus === 'online';
  return (
    <span className={styles.stack}>
      {online ? (
        <Badge appearance="filled" color="success">
          Online
        </Badge>
      ) : (
        <Badge appearance="tint" color="subtle">
          Offline
        </Badge>
      )}
      {device.lastSeenAt ? (
        <Tooltip
          content={`Last seen ${exactTimeText(device.lastSeenAt)}`}
          relationship="description"
          withArrow
        >
          <Caption1 as="span" tabIndex={0} className={styles.time} data-testid="device-last-seen">
            {lastSeenText(device.lastSeenAt, now)}
          </Caption1>
        </Tooltip>
      ) : (
        <Caption1 as="span" className={styles.time} data-testid="device-last-seen">
          Never seen
        </Caption1>
      )}
    </span>
  );
}

/** Platform, and the player's version under it. */
export function PlayerCell({ device }: { device: Device }) {
  const styles = useStyles();
  const version = versionText(device.playerVersion);
  return (
    <span className={styles.stack} data-testid="device-player">
      <span>{platformLabel(device.platform)}</span>
      {version && (
        <Caption1 as="span" className={styles.detail}>
          {version}
        </Caption1>
      )}
    </span>
  );
}

/** What the screen keeps of its content, and the room left for it. */
export function StorageCell({ device }: { device: Device }) {
  const styles = useStyles();
  const { keptContent: kept, storage } = device;
  if (!kept && !storage)
    return (
      <Tooltip content="This player does not report its storage" relationship="description">
        <span tabIndex={0} className={styles.quiet} data-testid="device-storage">
          Not reported
        </span>
      </Tooltip>
    );
  return (
    <span className={styles.stack} data-testid="device-storage">
      {kept && (
        <span className={kept.state === 'storageFull' ? styles.danger : styles.nowrap}>
          {keptContentText(kept)}
        </span>
      )}
      {storage && (
        <Caption1 as="span" className={styles.detail}>
          {`${bytesText(storage.freeBytes)} free`}
        </Caption1>
      )}
    </span>
  );
}

/** Error lines of the last day; a count links to the screen's log. */
export function ErrorsCell({ device }: { device: Device }) {
  const styles = useStyles();
  const count = device.recentErrorCount;
  if (count === 0)
    return (
      <span className={styles.quiet} data-testid="device-errors">
        {errorCountText(0)}
      </span>
    );
  return (
    <RouterLink
      to={`/devices/${device._id}#device-logs-title`}
      className={styles.danger}
      data-testid="device-errors"
      aria-label={`${errorCountText(count)} in the last 24 hours on ${device.name}: open its log`}
    >
      {errorCountText(count)}
    </RouterLink>
  );
}
