import {
  PLAYER_BROWSER_EVENTS,
  type AudienceReport,
  type FakeHost,
  type StageInspector,
  type ZoneLine,
} from '@marquee/sdk';
import { useCallback, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { QaClock } from './qaClock.js';
import type { QaLog } from './qaLog.js';

// The log lives apart: the page keeps it from the start, the panel's code loads after.
export { QaLog } from './qaLog.js';

const SAMPLE_AUDIENCE_REPORT: AudienceReport = {
  categories: [{ gender: 'female', ageRange: { min: 25, max: 34 }, count: 2 }],
  objects: [],
};

/** Switches the fake device's network; true when it is now offline. */
function toggleOffline(host: FakeHost): boolean {
  const faults = host.faults;
  faults.offline = !faults.offline;
  return faults.offline;
}

interface Overview {
  state: string;
  videos: number;
  store: [string, string][];
}

function readOverview(doc: Document, host: FakeHost): Overview {
  return {
    state: doc.querySelector('[data-testid="player"]')?.getAttribute('data-state') ?? 'starting',
    videos: doc.querySelectorAll('video').length,
    store: [...host.localState.values.entries()],
  };
}

const NO_ZONES: readonly ZoneLine[] = [];

/** The live zones of the player's stage, from XState's inspection of its machines. */
function useZones(inspector: StageInspector | undefined): readonly ZoneLine[] {
  const subscribe = useCallback(
    (listener: () => void) => inspector?.subscribe(listener) ?? (() => undefined),
    [inspector],
  );
  return useSyncExternalStore(subscribe, () => inspector?.zones() ?? NO_ZONES);
}

/**
 * The QA panel of `/player?host=fake`: sends audience reports, takes the fake device offline,
 * moves its time, and shows the debug overview (each zone's live state, videos mounted, log,
 * player state, histogram of what played, and the device's store).
 */
export function QaPanel(props: {
  host: FakeHost;
  log: QaLog;
  clock: QaClock;
  events: EventTarget;
  /** Inspects the player's stage (passed to PlayerApp as `inspect`). */
  inspector?: StageInspector;
  doc?: Document;
  refreshMs?: number;
}) {
  const { host, log, clock, events, inspector, doc = document, refreshMs = 500 } = props;
  const zones = useZones(inspector);
  const [open, setOpen] = useState(true);
  const [, setRevision] = useState(0);
  const [overview, setOverview] = useState<Overview>(() => readOverview(doc, host));
  useEffect(() => log.subscribe(() => setRevision((r) => r + 1)), [log]);
  useEffect(() => {
    const timer = setInterval(() => setOverview(readOverview(doc, host)), refreshMs);
    return () => clearInterval(timer);
  }, [doc, host, refreshMs]);
  const refresh = () => {
    setRevision((r) => r + 1);
    setOverview(readOverview(doc, host));
  };

  if (!open)
    return (
      <button style={{ ...panelStyle, width: 'auto' }} onClick={() => setOpen(true)}>
        QA
      </button>
    );
  return (
    <aside data-testid="qa-panel" style={panelStyle} aria-label="QA fake host">
      <strong>Fake host</strong>{' '}
      <button onClick={() => setOpen(false)} aria-label="Hide the QA panel">
        ×
      </button>
      <div style={rowStyle}>
        <button
          data-testid="qa-audience"
          onClick={() => {
            events.dispatchEvent(
              new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, {
                detail: SAMPLE_AUDIENCE_REPORT,
              }),
            );
            log.add('sent audience report: 2 × female 25–34');
          }}
        >
          Send audience report
        </button>
        <button
          data-testid="qa-offline"
          onClick={() => {
            log.add(toggleOffline(host) ? 'network off' : 'network on');
            refresh();
          }}
        >
          {host.faults.offline ? 'Go online' : 'Go offline'}
        </button>
      </div>
      <div style={rowStyle}>
        Time {clock.offsetMs() >= 0 ? '+' : ''}
        {Math.round(clock.offsetMs() / 60_000)} min{' '}
        <button data-testid="qa-time-minute" onClick={() => (clock.move(60_000), refresh())}>
          +1 min
        </button>
        <button data-testid="qa-time-hour" onClick={() => (clock.move(3_600_000), refresh())}>
          +1 h
        </button>
        <button onClick={() => (clock.reset(), refresh())}>Now</button>
      </div>
      <dl style={{ margin: 0 }}>
        <dt>Player state</dt>
        <dd data-testid="qa-state">{overview.state}</dd>
        <dt>Zones</dt>
        <dd data-testid="qa-zones">
          {zones.length === 0
            ? 'nothing playing'
            : zones.map((zone) => <div key={zone.zoneId}>{zone.text}</div>)}
        </dd>
        <dt>Videos mounted</dt>
        <dd data-testid="qa-videos">{overview.videos}</dd>
        <dt>Histogram (items started)</dt>
        <dd data-testid="qa-histogram">
          {[...log.plays.entries()].map(([key, count]) => (
            <div key={key}>
              {key.slice(0, 12)} {'▇'.repeat(Math.min(count, 20))} {count}
            </div>
          ))}
        </dd>
        <dt>Store</dt>
        <dd data-testid="qa-store">
          {overview.store.map(([key, value]) => (
            <div key={key}>
              {key}: {value.length > 60 ? `${value.slice(0, 60)}…` : value}
            </div>
          ))}
        </dd>
        <dt>Log</dt>
        <dd data-testid="qa-log" style={{ maxHeight: 160, overflow: 'auto' }}>
          {log.lines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </dd>
      </dl>
    </aside>
  );
}

const panelStyle: CSSProperties = {
  position: 'fixed',
  top: 8,
  right: 8,
  width: 320,
  maxHeight: 'calc(100% - 16px)',
  overflow: 'auto',
  zIndex: 1000,
  padding: 8,
  font: '12px/1.4 system-ui, sans-serif',
  color: '#fff',
  background: 'rgba(20, 20, 20, 0.85)',
  borderRadius: 6,
};
const rowStyle: CSSProperties = { display: 'flex', gap: 4, alignItems: 'center', margin: '6px 0' };
