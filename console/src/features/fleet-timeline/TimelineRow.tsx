import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useRef, useState, type KeyboardEvent } from 'react';
import { RouterLink } from '../../kit/RouterLink';
import { textColourOn } from '../schedules/weekView';
import {
  localTicks,
  offsetChangeText,
  placeOf,
  segmentText,
  zoneLabel,
  type Window,
} from './timelineLayout';
import type { ScreenTimeline } from './types';

const TRACK_HEIGHT = '36px';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(9rem, 13rem) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  stacked: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalXS },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, paddingTop: '2px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  zone: { color: tokens.colorNeutralForeground3 },
  unknownZone: {
    color: tokens.colorPaletteDarkOrangeForeground1,
    display: 'flex',
    alignItems: 'center',
    gap: '2px',
  },
  track: {
    position: 'relative',
    height: TRACK_HEIGHT,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  segment: {
    position: 'absolute',
    top: 0,
    height: TRACK_HEIGHT,
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: 'none',
    borderRight: `1px solid ${tokens.colorNeutralBackground1}`,
    margin: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'left',
    fontSize: tokens.fontSizeBase200,
    fontFamily: tokens.fontFamilyBase,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
      zIndex: 2,
    },
  },
  nothing: {
    color: tokens.colorNeutralForeground3,
    backgroundImage: `repeating-linear-gradient(135deg, ${tokens.colorNeutralBackground3} 0 6px, ${tokens.colorNeutralBackground5} 6px 8px)`,
  },
  shift: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 0,
    borderLeft: `2px dashed ${tokens.colorNeutralForeground1}`,
    zIndex: 1,
    pointerEvents: 'none',
  },
  scale: { position: 'relative', height: '18px' },
  tick: {
    position: 'absolute',
    top: 0,
    paddingLeft: '3px',
    borderLeft: `1px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    lineHeight: '16px',
  },
  midnight: {
    borderLeft: `1px solid ${tokens.colorNeutralForeground2}`,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  // A tick near the track's end has its label on its left, inside the track: on a phone a
  // label on the right ran past the track's end towards the screen's edge.
  tickAtEnd: {
    transform: 'translateX(-100%)',
    paddingLeft: 0,
    paddingRight: '3px',
    borderLeftStyle: 'none',
    borderRightStyle: 'solid',
    borderRightWidth: '1px',
    borderRightColor: tokens.colorNeutralStroke1,
  },
  midnightAtEnd: { borderRightColor: tokens.colorNeutralForeground2 },
  shiftTick: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  screen: ScreenTimeline;
  window: Window;
  colours: ReadonlyMap<string, string>;
  /** Local hours between ticks (0: midnights only). */
  everyHours: number;
  /** The name above the track rather than beside it (a narrow page). */
  stacked: boolean;
  /** The screen's name links to its page (a group's timeline). */
  linkScreen: boolean;
  /** A segment was focused or clicked: what it is, in words. */
  onShow: (text: string) => void;
}

/**
 * One screen's row: its name and zone, its segments on the track (one Tab stop; the arrow keys,
 * Home and End move along them), its local-time scale and a dashed mark where its clocks change.
 */
export function TimelineRow(props: Props) {
  const { screen, window, colours, everyHours, stacked, linkScreen, onShow } = props;
  const styles = useStyles();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { timeZone } = screen;
  const segments = screen.segments.map((s) => ({
    ...s,
    start: Date.parse(s.start),
    end: Date.parse(s.end),
  }));
  const shifts = screen.offsetChanges.map((c) => ({ ...c, at: Date.parse(c.at) }));
  const ticks = localTicks(timeZone, window, everyHours);
  const describe = (i: number) => `${screen.screen.name}: ${segmentText(timeZone, segments[i]!)}`;

  const move = (event: KeyboardEvent) => {
    const to = segmentKeyTarget(event.key, active, segments.length - 1);
    if (to === null) return;
    event.preventDefault();
    setActive(to);
    buttons.current[to]?.focus();
  };

  return (
    <div
      className={mergeClasses(styles.row, stacked && styles.stacked)}
      data-testid="timeline-row"
      data-screen-name={screen.screen.name}
    >
      <ScreenIdentity screen={screen} linkScreen={linkScreen} zoneAt={window.from} />
      <div>
        <div
          className={styles.track}
          role="group"
          aria-label={`${screen.screen.name}: ${segments.length} segments; use the arrow keys to move between them`}
          onKeyDown={move}
        >
          {segments.map((s, i) => {
            const place = placeOf(window, s.start, s.end);
            const colour = s.kind === 'nothing' ? undefined : colours.get(s.label);
            return (
              <button
                type="button"
                key={`${s.start}`}
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                tabIndex={i === active ? 0 : -1}
                className={mergeClasses(styles.segment, s.kind === 'nothing' && styles.nothing)}
                style={{
                  left: `${place.left}%`,
                  width: `${place.width}%`,
                  ...(colour ? { backgroundColor: colour, color: textColourOn(colour) } : {}),
                }}
                aria-label={segmentText(timeZone, s)}
                title={segmentText(timeZone, s)}
                data-testid="timeline-segment"
                onFocus={() => {
                  setActive(i);
                  onShow(describe(i));
                }}
                onClick={() => onShow(describe(i))}
              >
                {s.label}
              </button>
            );
          })}
          {shifts.map((c) => (
            <span
              key={c.at}
              className={styles.shift}
              style={{ left: `${placeOf(window, c.at, c.at).left}%` }}
              data-testid="timeline-dst-mark"
            />
          ))}
        </div>
        <LocalScale ticks={ticks} window={window} />
        {shifts.map((c) => (
          <Caption1 key={c.at} as="p" className={styles.shiftTick} data-testid="timeline-dst-note">
            {offsetChangeText(timeZone, c)}
          </Caption1>
        ))}
      </div>
    </div>
  );
}

/** "Cafe day, from the group Cafes": what the screen plays and where it comes from. */
function sourceText(screen: ScreenTimeline): string {
  const name = screen.content?.name ?? 'Unnamed content';
  switch (screen.source) {
    case 'group':
      return `${name}, from the group ${screen.sourceGroupName ?? ''}`.trim();
    case 'broadcast':
      return `${name}, broadcast now`;
    case 'own':
      return `${name}, its own publish`;
    default:
      return 'Nothing published';
  }
}

/** Where a key moves along the track: one step, to either end, or nowhere (null) for other keys. */
function segmentKeyTarget(key: string, active: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, active + 1);
    case 'ArrowLeft':
      return Math.max(0, active - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The screen's name (a link on a group's timeline), its zone, what it plays and any problem. */
function ScreenIdentity({
  screen,
  linkScreen,
  zoneAt,
}: {
  screen: ScreenTimeline;
  linkScreen: boolean;
  /** The moment whose zone abbreviation is shown (the window's start). */
  zoneAt: number;
}) {
  const styles = useStyles();
  const { timeZone } = screen;
  return (
    <div className={styles.who}>
      <span className={styles.name}>
        {linkScreen ? (
          <RouterLink to={`/devices/${screen.screen._id}`}>{screen.screen.name}</RouterLink>
        ) : (
          screen.screen.name
        )}
      </span>
      {screen.timeZoneSource === 'none' ? (
        <Caption1 className={styles.unknownZone}>
          <WarningRegular aria-hidden /> No time zone known: read in UTC
        </Caption1>
      ) : (
        <Caption1 className={styles.zone}>
          {zoneLabel(timeZone, zoneAt)}
          {screen.timeZoneSource === 'settings' && ' (from settings)'}
        </Caption1>
      )}
      <Caption1 className={styles.zone}>{sourceText(screen)}</Caption1>
      {screen.problem && <Caption1 className={styles.problem}>{screen.problem}</Caption1>}
    </div>
  );
}

/** Where on the track (percent) a tick's label goes on its left, to stay inside the track. */
const END_TICKS_FROM_PERCENT = 90;

/** The local-time scale under the track: hour ticks, midnights marked stronger. */
function LocalScale({ ticks, window }: { ticks: ReturnType<typeof localTicks>; window: Window }) {
  const styles = useStyles();
  return (
    <div className={styles.scale} aria-hidden>
      {ticks.map((tick) => {
        const left = placeOf(window, tick.t, tick.t).left;
        const atEnd = left > END_TICKS_FROM_PERCENT;
        return (
          <span
            key={tick.t}
            className={mergeClasses(
              styles.tick,
              tick.midnight && styles.midnight,
              atEnd && styles.tickAtEnd,
              atEnd && tick.midnight && styles.midnightAtEnd,
            )}
            style={{ left: `${left}%` }}
          >
            {tick.label}
          </span>
        );
      })}
    </div>
  );
}
