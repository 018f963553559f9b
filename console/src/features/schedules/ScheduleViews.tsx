import {
  Body1,
  Button,
  Caption1,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { ZONE_COLOURS } from '@marquee/sdk/model';
import { useMemo, useState } from 'react';
import { MonthView, monthGrid } from './MonthView';
import { WeekView, type PlaylistLook } from './WeekView';
import { isoDate } from './scheduleRows';
import { dayAfter, playsBetween, weekStart, type Timing } from './weekView';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalM,
  },
  period: {
    fontWeight: tokens.fontWeightSemibold,
    '@media (min-width: 641px)': { minWidth: '12rem' },
  },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: 0,
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  chip: { width: '10px', height: '10px', borderRadius: '2px', flexShrink: 0 },
});

type ViewKind = 'week' | 'month';

/** The zone the views are drawn in: this browser's. Screens read the same times on their clock. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function periodOf(kind: ViewKind, anchor: Date) {
  if (kind === 'week') {
    const monday = weekStart(anchor);
    const sunday = dayAfter(monday, 6);
    const fmt = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
    return { from: monday, to: dayAfter(monday, 7), title: `${fmt(monday)} – ${fmt(sunday)}` };
  }
  const { first, days } = monthGrid(anchor);
  return {
    from: first,
    to: dayAfter(first, days),
    title: anchor.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }),
  };
}

/**
 * What the rows play, by week or by calendar month, as the screens' engine resolves them: where
 * rows overlap, only the higher row's playlist shows.
 */
export function ScheduleViews({
  timings,
  playlists,
}: {
  timings: readonly Timing[];
  playlists: readonly { _id: string; name: string }[];
}) {
  const styles = useStyles();
  const [kind, setKind] = useState<ViewKind>('week');
  // The period on show starts as the one the page opened in: a render reads no clock.
  const [anchor, setAnchor] = useState(() => new Date());
  const [today] = useState(() => isoDate(new Date()));
  const period = periodOf(kind, anchor);
  const fromMs = period.from.getTime();
  const toMs = period.to.getTime();
  const spans = useMemo(
    () => playsBetween(timings, fromMs, toMs, browserZone()),
    [timings, fromMs, toMs],
  );
  const look: PlaylistLook = {
    name: (id) => playlists.find((p) => p._id === id)?.name ?? 'Deleted playlist',
    colour: (id) =>
      ZONE_COLOURS[
        Math.max(
          0,
          playlists.findIndex((p) => p._id === id),
        ) % ZONE_COLOURS.length
      ] ?? ZONE_COLOURS[0],
  };
  const shift = (by: number) =>
    setAnchor((a) =>
      kind === 'week' ? dayAfter(a, 7 * by) : new Date(a.getFullYear(), a.getMonth() + by, 1),
    );
  return (
    <section aria-label="What plays when">
      <div className={styles.bar}>
        <RadioGroup
          layout="horizontal"
          aria-label="View"
          value={kind}
          onChange={(_e, d) => setKind(d.value as ViewKind)}
        >
          <Radio value="week" label="Week" />
          <Radio value="month" label="Month" />
        </RadioGroup>
        <Button
          size="small"
          icon={<ChevronLeftRegular />}
          aria-label={`Previous ${kind}`}
          onClick={() => shift(-1)}
        />
        <Body1 className={styles.period} aria-live="polite">
          {period.title}
        </Body1>
        <Button
          size="small"
          icon={<ChevronRightRegular />}
          aria-label={`Next ${kind}`}
          onClick={() => shift(1)}
        />
        <Button size="small" onClick={() => setAnchor(new Date())}>
          Today
        </Button>
      </div>
      <Caption1>
        Worked out as the screens do, on each screen&apos;s own clock. Where rows overlap, the
        higher row&apos;s playlist is shown.
      </Caption1>
      {kind === 'week' ? (
        <WeekView monday={period.from} today={today} spans={spans} look={look} />
      ) : (
        <MonthView month={anchor} today={today} spans={spans} look={look} />
      )}
      <ul className={styles.legend} aria-label="Playlists in this view">
        {[...new Set(spans.map((s) => s.playlistId))].map((id) => (
          <li key={id} className={styles.legendItem}>
            <span className={styles.chip} style={{ backgroundColor: look.colour(id) }} />
            <Caption1>{look.name(id)}</Caption1>
          </li>
        ))}
      </ul>
    </section>
  );
}
