import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { positionAt, type TimelineEntry } from '../../engine/index.js';
import type { MediaFit } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { SceneView } from '../../render/SceneView.js';
import type { NestedZone } from './model.js';

interface NestedZoneViewProps {
  zone: NestedZone;
  /** Item time (ms); the zone's timeline wraps by its total. */
  timeMs: number;
  /** The item is on screen: only then does the shown scene play. */
  active: boolean;
  mediaFit: MediaFit;
  files: ReadonlyMap<string, PlayableFile>;
  preview?: boolean;
  /** The zone has a scene on screen (its first one is ready). */
  onShowing: (zoneId: number) => void;
}

const FILL: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * One zone of the nested playlist, without blank frames, as the stage's ZoneStage does it: the
 * scene that should show is drawn hidden until it is ready and only then replaces the one on
 * screen, and the scene after it is drawn hidden ahead of its turn, so it is usually decoded
 * when its time comes.
 */
export function NestedZoneView({
  zone,
  timeMs,
  active,
  mediaFit,
  files,
  preview,
  onShowing,
}: NestedZoneViewProps) {
  const { timeline } = zone;
  // Zones without entries are left out by nestedPlaylist, so there is always a position.
  const position = positionAt(timeline, Math.max(0, timeMs))!;
  const wanted = timeline.entries[position.index]!;
  const next = timeline.entries[position.nextIndex]!;

  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());
  const [shownKey, setShownKey] = useState<string | null>(null);
  const visibleKey = ready.has(wanted.key) ? wanted.key : shownKey;
  if (visibleKey !== shownKey) setShownKey(visibleKey);

  const showing = visibleKey !== null;
  useEffect(() => {
    if (showing) onShowing(zone.zoneId);
  }, [showing, onShowing, zone.zoneId]);

  const markReady = useCallback(
    (key: string) => setReady((keys) => (keys.has(key) ? keys : new Set([...keys, key]))),
    [],
  );
  // A scene drawn again later (the next loop) waits for its new elements to be ready.
  const forget = useCallback(
    (key: string) =>
      setReady((keys) => (keys.has(key) ? new Set([...keys].filter((k) => k !== key)) : keys)),
    [],
  );

  const layers: TimelineEntry[] = [];
  const shown = timeline.entries.find((entry) => entry.key === visibleKey);
  for (const entry of [wanted, shown, next]) {
    if (entry && !layers.some((layer) => layer.key === entry.key)) layers.push(entry);
  }

  const { x, y, w, h } = zone.box;
  return (
    <div
      data-testid="nested-playlist-zone"
      style={{
        position: 'absolute',
        left: `${x}%`,
        top: `${y}%`,
        width: `${w}%`,
        height: `${h}%`,
        overflow: 'hidden',
      }}
    >
      {layers.map((entry) => (
        <NestedLayer
          key={entry.key}
          entry={entry}
          visible={entry.key === visibleKey}
          active={active && entry.key === visibleKey}
          offsetMs={entry.key === wanted.key ? position.offsetMs : 0}
          mediaFit={mediaFit}
          files={files}
          preview={preview}
          markReady={markReady}
          forget={forget}
        />
      ))}
    </div>
  );
}

interface NestedLayerProps {
  entry: TimelineEntry;
  visible: boolean;
  active: boolean;
  offsetMs: number;
  mediaFit: MediaFit;
  files: ReadonlyMap<string, PlayableFile>;
  preview?: boolean;
  markReady: (key: string) => void;
  forget: (key: string) => void;
}

function NestedLayer({ entry, visible, markReady, forget, ...scene }: NestedLayerProps) {
  const { key } = entry;
  const onReady = useCallback(() => markReady(key), [markReady, key]);
  useEffect(() => () => forget(key), [forget, key]);
  return (
    <div
      data-testid="nested-playlist-layer"
      data-scene-id={entry.scene._id}
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={!visible}
      style={{ ...FILL, zIndex: visible ? 1 : 0, visibility: visible ? 'visible' : 'hidden' }}
    >
      <SceneView
        scene={entry.scene}
        files={scene.files}
        mediaFit={scene.mediaFit}
        onReady={onReady}
        active={scene.active}
        offsetMs={scene.offsetMs}
        preview={scene.preview}
      />
    </div>
  );
}
