import { Button, Slider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PauseFilled, PlayFilled } from '@fluentui/react-icons';
import { defaultWidgets, StagePlayer, type PlayerContent } from '@marquee/sdk';
import { useEffect, useMemo, useState } from 'react';
import { previewClock } from './previewClock';
import {
  formatClock,
  loopDurationMs,
  loopPosition,
  pause,
  play,
  positionOf,
  seek,
  stoppedTransport,
  type Transport,
} from './previewTransport';

const UI_TICK_MS = 250;

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
  },
  overlay: {
    position: 'absolute',
    inset: 0,
    zIndex: 2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  big: { pointerEvents: 'auto', minWidth: '72px', height: '72px', opacity: 0.85 },
  bar: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 3,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: 'rgba(0, 0, 0, 0.6)',
    color: '#fff',
  },
  seek: { flexGrow: 1 },
  time: { color: '#fff', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  empty: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#9aa4b2',
  },
});

interface Props {
  content: PlayerContent;
  /** Timing rules are read in this zone; the browser's by default. */
  timeZone?: string;
  /** The clock in epoch ms; virtual in tests (fake timers move Date.now). */
  now?: () => number;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The transport as the stage clock reads it when it ticks; the UI renders a copy in state. */
class TransportBox {
  private value = stoppedTransport();
  get = () => this.value;
  set = (next: Transport) => {
    this.value = next;
  };
}

const stageClock = (box: TransportBox, base: number, now: () => number) => () =>
  previewClock(() => ({
    base,
    playing: box.get().playing,
    positionMs: () => positionOf(box.get(), now()),
  }));

/**
 * Player preview: the sdk's stage plays the content as a screen would, with a big
 * play/pause overlay and, on hover, a bar with elapsed / total time and a seekable progress bar.
 * New content (an edit) replays at the same position; a seek restarts the stage there.
 */
export function PlayerPreview({ content, timeZone, now = Date.now }: Props) {
  const styles = useStyles();
  const zone = timeZone ?? browserTimeZone();
  const [base] = useState(now);
  const [box] = useState(() => new TransportBox());
  const [shown, setShown] = useState<Transport>(stoppedTransport);
  const [uiNow, setUiNow] = useState(base);
  const [clock, setClock] = useState(() => stageClock(box, base, now));
  const [hovered, setHovered] = useState(false);
  const [events] = useState(() => new EventTarget());
  const totalMs = useMemo(
    () => loopDurationMs(content.program, zone, base),
    [content.program, zone, base],
  );

  useEffect(() => {
    if (!shown.playing) return;
    const timer = setInterval(() => setUiNow(now()), UI_TICK_MS);
    return () => clearInterval(timer);
  }, [shown.playing, now]);

  const change = (next: (t: Transport, at: number) => Transport) => {
    const at = now();
    const value = next(box.get(), at);
    box.set(value);
    setShown(value);
    setUiNow(at);
  };
  const toggle = () => change((t, at) => (t.playing ? pause(t, at) : play(t, at)));
  const seekTo = (ms: number) => {
    change((t, at) => seek(t, ms, at));
    setClock(() => stageClock(box, base, now));
  };

  const elapsed = loopPosition(positionOf(shown, uiNow), totalMs);
  const showBar = hovered || !shown.playing;
  return (
    <div
      className={styles.frame}
      data-testid="player-preview"
      data-playing={shown.playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHovered(false);
      }}
    >
      <StagePlayer
        widgets={defaultWidgets}
        content={content}
        clock={clock}
        timeZone={zone}
        events={events}
      />
      {totalMs === 0 && (
        <Text className={styles.empty}>Nothing plays now. Add media to preview.</Text>
      )}
      <div className={styles.overlay}>
        {(hovered || !shown.playing) && (
          <Button
            className={styles.big}
            shape="circular"
            size="large"
            appearance="secondary"
            data-testid="preview-play-toggle"
            aria-label={shown.playing ? 'Pause preview' : 'Play preview'}
            icon={shown.playing ? <PauseFilled fontSize={40} /> : <PlayFilled fontSize={40} />}
            disabledFocusable={totalMs === 0}
            onClick={toggle}
          />
        )}
      </div>
      {showBar && (
        <div className={styles.bar} data-testid="preview-controls">
          <Slider
            className={styles.seek}
            aria-label="Seek"
            data-testid="preview-seek"
            min={0}
            max={Math.max(totalMs, 1)}
            step={100}
            value={Math.min(elapsed, totalMs)}
            disabled={totalMs === 0}
            onChange={(_e, d) => seekTo(d.value)}
          />
          <Text className={styles.time} data-testid="preview-time">
            {formatClock(elapsed)} / {formatClock(totalMs)}
          </Text>
        </div>
      )}
    </div>
  );
}
