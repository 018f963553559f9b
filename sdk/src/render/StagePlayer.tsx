import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { TimelineEntry } from '../engine/index.js';
import type { PlayerContent } from '../player/content.js';
import { stageClock, stageFrames, type StageFrame } from '../player/stage.js';
import '../widgets/index.js';
import { ZoneStage, type StageLayer } from './ZoneStage.js';

export interface StagePlayerProps {
  content: PlayerContent;
  /**
   * Ms elapsed since the content started, ticking; a fresh subscription per content.
   * Defaults to the player clock (every DEFAULT_PLAYER_CONFIG.refreshIntervalMs).
   */
  clock?: () => Observable<number>;
}

/**
 * Plays content full screen: each layout zone shows its current scene, switching only when the
 * next one is ready. Old content stays on screen until the new content's first scenes are ready,
 * because layers are keyed by content id and the zone keeps its visible layer until then.
 */
export function StagePlayer({ content, clock = stageClock }: StagePlayerProps) {
  const [frame, setFrame] = useState<{ content: PlayerContent; frame: StageFrame } | null>(null);

  useEffect(() => {
    const subscription = stageFrames(content.zones, clock()).subscribe((next) =>
      setFrame({ content, frame: next }),
    );
    return () => subscription.unsubscribe();
  }, [content, clock]);

  if (content.empty) {
    return (
      <div data-testid="stage-idle" style={idleStyle}>
        Nothing is published to this screen yet.
      </div>
    );
  }

  const playing = frame ?? null;
  return (
    <div
      data-testid="stage"
      data-content-id={playing?.content.id}
      style={{ position: 'absolute', inset: 0 }}
    >
      {playing?.frame.zones.map((zoneFrame) => {
        const zone = playing.content.zones.find((z) => z.zoneId === zoneFrame.zoneId);
        if (!zone) return null;
        const layer = (entry: TimelineEntry | null): StageLayer | null =>
          entry && {
            key: `${playing.content.id}/${zone.zoneId}/${entry.key}`,
            entry,
            files: playing.content.files,
            mediaFit: playing.content.mediaFit,
          };
        return (
          <div
            key={zone.zoneId}
            data-testid="stage-zone"
            style={{
              position: 'absolute',
              left: `${zone.box.x}%`,
              top: `${zone.box.y}%`,
              width: `${zone.box.w}%`,
              height: `${zone.box.h}%`,
              overflow: 'hidden',
            }}
          >
            <ZoneStage current={layer(zoneFrame.current)} next={layer(zoneFrame.next)} />
          </div>
        );
      })}
    </div>
  );
}

const idleStyle = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#9aa4b2',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '3vmin',
} as const;
