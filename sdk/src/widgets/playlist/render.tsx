import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { positionAt } from '../../engine/index.js';
import type { Playlist } from '../../model/index.js';
import {
  usePlayableContent,
  type PlayableContentValue,
} from '../../render/playableContentContext.js';
import { useWidgets, type WidgetRenderProps } from '../../render/widgetDefinition.js';
import { useItemTime } from './itemTime.js';
import { nestedPlaylist, readPlaylistBody, type NestedPlaylist } from './model.js';
import { NestedZoneView } from './NestedZoneView.js';

/**
 * The ids of the playlists being drawn around a widget, outermost first: a playlist item whose
 * playlist is already here would draw itself forever.
 */
export const PlaylistRenderPathContext = createContext<readonly string[]>([]);

/**
 * A playlist playing inside the item's box. Item time (scene time less the item's
 * start) wraps by the nested playlist's total; each zone shows its scene at that time, drawn
 * with the scene view and the body's imageSizing as media fit. The playlist comes from the
 * content on screen (PlayableContentContext). Ready once each zone shows its first scene.
 */
export function PlaylistWidget(props: WidgetRenderProps) {
  const { sceneItem, onReady } = props;
  const body = readPlaylistBody(sceneItem.item.body);
  const content = usePlayableContent();
  const path = useContext(PlaylistRenderPathContext);
  const playlist = body.playlistId ? content.playlists.get(body.playlistId) : undefined;
  const looping = !!playlist && path.includes(playlist._id);

  const warned = useRef(new Set<string>());
  const warnOnce = useCallback((message: string) => {
    if (warned.current.has(message)) return;
    warned.current.add(message);
    console.warn(message);
  }, []);
  useEffect(() => {
    if (looping)
      warnOnce(
        `Loop detected: playlist ${playlist._id} is already in the render path ` +
          `${path.join(' > ')}; item ${sceneItem._id} renders nothing`,
      );
  }, [looping, playlist, path, sceneItem._id, warnOnce]);

  // Nothing to play must not hold the scene back.
  const playable = playlist && !looping ? playlist : undefined;
  useEffect(() => {
    if (!playable) onReady();
  }, [playable, onReady]);
  if (!playable) return null;
  return <NestedPlaylistView {...props} playlist={playable} content={content} warn={warnOnce} />;
}

interface NestedPlaylistViewProps extends WidgetRenderProps {
  playlist: Playlist;
  content: PlayableContentValue;
  warn: (message: string) => void;
}

function NestedPlaylistView({
  sceneItem,
  onReady,
  active = true,
  sceneOffsetMs,
  preview,
  playlist,
  content,
  warn,
}: NestedPlaylistViewProps) {
  const body = readPlaylistBody(sceneItem.item.body);
  const { itemSeconds } = useWidgets();
  const path = useContext(PlaylistRenderPathContext);
  const nested: NestedPlaylist = useMemo(
    () => nestedPlaylist(playlist, content, itemSeconds, path),
    [playlist, content, itemSeconds, path],
  );
  useEffect(() => {
    for (const warning of nested.warnings) warn(warning.message);
  }, [nested, warn]);

  const innerPath = useMemo(() => [...path, playlist._id], [path, playlist._id]);
  const startMs = Math.max(0, (sceneOffsetMs ?? 0) - sceneItem.start * 1000);
  // The next time any zone changes scene, on each zone's own loop.
  const nextChangeMs = useCallback(
    (timeMs: number) => {
      let next = Infinity;
      for (const { timeline } of nested.zones) {
        const position = positionAt(timeline, timeMs);
        if (position) next = Math.min(next, timeMs + position.remainingMs);
      }
      return next;
    },
    [nested],
  );
  const timeMs = useItemTime(startMs, active, nextChangeMs);

  const [showing, setShowing] = useState<ReadonlySet<number>>(() => new Set());
  const onShowing = useCallback(
    (zoneId: number) => setShowing((ids) => (ids.has(zoneId) ? ids : new Set([...ids, zoneId]))),
    [],
  );
  const allShowing = nested.zones.every((zone) => showing.has(zone.zoneId));
  useEffect(() => {
    if (allShowing) onReady();
  }, [allShowing, onReady]);

  return (
    <PlaylistRenderPathContext.Provider value={innerPath}>
      <div
        data-testid="playlist-widget"
        data-playlist-id={playlist._id}
        style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
      >
        {nested.zones.map((zone) => (
          <NestedZoneView
            key={zone.zoneId}
            zone={zone}
            timeMs={timeMs}
            active={active}
            mediaFit={body.imageSizing}
            files={content.files}
            preview={preview}
            onShowing={onShowing}
          />
        ))}
      </div>
    </PlaylistRenderPathContext.Provider>
  );
}
