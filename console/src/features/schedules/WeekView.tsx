import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ZONE_COLOURS } from '@marquee/sdk/model';
import { textColourOn, weekBlocks, weekStart, type Timing } from './weekView';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // minmax(0, …): a long playlist name wraps in its block, never widens its day (or the page).
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: '2px',
    marginTop: tokens.spacingVerticalS,
  },
  day: { position: 'relative', height: '168px', backgroundColor: tokens.colorNeutralBackground3 },
  block: {
    position: 'absolute',
    left: '2px',
    right: '2px',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase100,
    borderRadius: tokens.borderRadiusSmall,
  },
});

/** The current week, Monday first, with each timing as a coloured block at its hours. */
export function WeekView({
  timings,
  playlists,
}: {
  timings: readonly Timing[];
  playlists: readonly { _id: string; name: string }[];
}) {
  const styles = useStyles();
  // The week on show is the one the page opened in: a render reads no clock.
  const [shownWeek] = useState(() => weekStart(new Date()));
  const blocks = weekBlocks(timings, shownWeek);
  const colour = (playlistId: string) =>
    ZONE_COLOURS[
      Math.max(
        0,
        playlists.findIndex((p) => p._id === playlistId),
      ) % ZONE_COLOURS.length
    ] ?? ZONE_COLOURS[0];
  const name = (playlistId: string) =>
    playlists.find((p) => p._id === playlistId)?.name ?? 'Deleted playlist';
  return (
    <div className={styles.grid} aria-label="Week view">
      {DAYS.map((label, day) => (
        <div key={label}>
          <Caption1>{label}</Caption1>
          <div className={styles.day}>
            {blocks
              .filter((b) => b.day === day)
              .map((b) => (
                <div
                  key={`${b.timingId}-${day}`}
                  className={styles.block}
                  title={name(b.playlistId)}
                  style={{
                    top: `${b.topPercent}%`,
                    height: `${b.heightPercent}%`,
                    backgroundColor: colour(b.playlistId),
                    color: textColourOn(colour(b.playlistId)),
                  }}
                >
                  {name(b.playlistId)}
                </div>
              ))}
          </div>
        </div>
      ))}
    </div>
  );
}
