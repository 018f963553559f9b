import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { MediaFit, Scene, SceneItem } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';
import { readWidgetBody, useWidgets, type WidgetCatalog } from './widgetDefinition.js';

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

/** An item covering the whole screen: as a playlist's media it follows the playlist's fit. */
const coversScreen = (i: SceneItem) => i.x === 0 && i.y === 0 && i.w === 100 && i.h === 100;

/** The scene's items that a listed widget draws, with their bodies migrated to its version. */
function drawableItems(scene: Scene, widgets: WidgetCatalog) {
  return scene.sceneItems.flatMap((sceneItem) => {
    const widget = widgets.get(sceneItem.item.type);
    if (!widget) return [];
    const body = readWidgetBody(widget, sceneItem.item.body);
    return [{ widget, sceneItem: { ...sceneItem, item: { ...sceneItem.item, body } } }];
  });
}

/** A scene's items positioned in percent of the box it fills, each drawn by its registered widget. */
export function SceneView({ scene, files, mediaFit, onReady, active, offsetMs }: SceneViewProps) {
  const widgets = useWidgets();
  const [readyIds, setReadyIds] = useState<ReadonlySet<string>>(() => new Set());
  // Items no listed widget can draw are left out (and do not hold the scene back).
  const items = useMemo(() => drawableItems(scene, widgets), [scene, widgets]);
  const allReady = items.every(({ sceneItem }) => readyIds.has(sceneItem._id));

  useEffect(() => {
    if (allReady) onReady();
  }, [allReady, onReady]);

  const markReady = (id: string) =>
    setReadyIds((ids) => (ids.has(id) ? ids : new Set([...ids, id])));

  return (
    <>
      {items.map(({ widget, sceneItem }) => {
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
              mediaFit={widget.fillsScreen && coversScreen(sceneItem) ? mediaFit : undefined}
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
