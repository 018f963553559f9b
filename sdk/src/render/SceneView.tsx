import { useEffect, useState, type CSSProperties } from 'react';
import type { MediaFit, Scene } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';
import { widgetFor } from './widgetRegistry.js';

export interface SceneViewProps {
  scene: Scene;
  files: ReadonlyMap<string, PlayableFile>;
  mediaFit: MediaFit;
  /** Called when every item of the scene is ready to be shown (possibly more than once: make it idempotent). */
  onReady: () => void;
  /** The scene is on screen (false while it is preloaded hidden); passed to every widget. */
  active?: boolean;
  /** Ms into the scene at which it starts showing; passed to every widget. */
  offsetMs?: number;
}

/** Media scenes fill the screen, so the playlist's media fit decides how their file fits. */
const MEDIA_SCENE_TYPES = new Set<Scene['type']>(['image', 'video']);

/** A scene's items positioned in percent of the box it fills, each drawn by its registered widget. */
export function SceneView({ scene, files, mediaFit, onReady, active, offsetMs }: SceneViewProps) {
  const [readyIds, setReadyIds] = useState<ReadonlySet<string>>(() => new Set());
  // Items no widget can draw are left out (and do not hold the scene back).
  const allReady = scene.sceneItems.every((i) => !widgetFor(i.item.type) || readyIds.has(i._id));

  useEffect(() => {
    if (allReady) onReady();
  }, [allReady, onReady]);

  const markReady = (id: string) =>
    setReadyIds((ids) => (ids.has(id) ? ids : new Set([...ids, id])));

  return (
    <>
      {scene.sceneItems.map((sceneItem) => {
        const widget = widgetFor(sceneItem.item.type);
        if (!widget) return null;
        const box: CSSProperties = {
          position: 'absolute',
          left: `${sceneItem.x}%`,
          top: `${sceneItem.y}%`,
          width: `${sceneItem.w}%`,
          height: `${sceneItem.h}%`,
          transform: sceneItem.rotation ? `rotate(${sceneItem.rotation}deg)` : undefined,
          overflow: 'hidden',
        };
        return (
          <div key={sceneItem._id} style={box} data-scene-item={sceneItem._id}>
            <widget.Render
              sceneItem={sceneItem}
              scene={scene}
              files={files}
              mediaFit={MEDIA_SCENE_TYPES.has(scene.type) ? mediaFit : undefined}
              onReady={() => markReady(sceneItem._id)}
              active={active}
              sceneOffsetMs={offsetMs}
            />
          </div>
        );
      })}
    </>
  );
}
