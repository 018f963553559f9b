import { memo, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { MediaFit, Scene, SceneItem } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';
import {
  readWidgetBody,
  useWidgets,
  type WidgetCatalog,
  type WidgetDefinition,
} from './widgetDefinition.js';

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
  /** Drawn in an editor's preview (see WidgetRenderProps.preview). */
  preview?: boolean;
  /** An item's widget learned its content's length (see WidgetRenderProps.onDuration). */
  onItemDuration?: (itemId: string, seconds: number) => void;
}

/**
 * What an item's text inherits, the same in the console (whose design system sets a fixed
 * line height and its own font on the page) and on a screen (the browser's defaults): widgets
 * that set none of these look alike in the editor and on the screen.
 */
const TYPOGRAPHY_BASELINE: CSSProperties = {
  fontFamily: 'sans-serif',
  fontSize: 16,
  fontWeight: 400,
  fontStyle: 'normal',
  lineHeight: 'normal',
  letterSpacing: 'normal',
  textAlign: 'left',
  color: '#000',
};

/** An item covering the whole screen: as a playlist's media it follows the playlist's fit. */
const coversScreen = (i: SceneItem) => i.x === 0 && i.y === 0 && i.w === 100 && i.h === 100;

/**
 * An item as its widget reads it: the body migrated to the widget's version. Kept per stored
 * item object, so an editor that changes one item (a drag) re-reads that item only, and the
 * other items keep their props and skip rendering.
 */
const migrated = new WeakMap<SceneItem, { widget: WidgetDefinition; sceneItem: SceneItem }>();

function drawableItem(sceneItem: SceneItem, widgets: WidgetCatalog) {
  const widget = widgets.get(sceneItem.item.type);
  if (!widget) return null;
  const known = migrated.get(sceneItem);
  if (known?.widget === widget) return known;
  const body = readWidgetBody(widget, sceneItem.item.body);
  const drawable = { widget, sceneItem: { ...sceneItem, item: { ...sceneItem.item, body } } };
  migrated.set(sceneItem, drawable);
  return drawable;
}

/** A scene's items positioned in percent of the box it fills, each drawn by its listed widget. */
export function SceneView({
  scene,
  files,
  mediaFit,
  onReady,
  active,
  offsetMs,
  preview,
  onItemDuration,
}: SceneViewProps) {
  const widgets = useWidgets();
  const [readyIds, setReadyIds] = useState<ReadonlySet<string>>(() => new Set());
  // Items no listed widget can draw are left out (and do not hold the scene back).
  const items = useMemo(
    () => scene.sceneItems.flatMap((sceneItem) => drawableItem(sceneItem, widgets) ?? []),
    [scene, widgets],
  );
  const allReady = items.every(({ sceneItem }) => readyIds.has(sceneItem._id));

  useEffect(() => {
    if (allReady) onReady();
  }, [allReady, onReady]);

  const markReady = useCallback(
    (id: string) => setReadyIds((ids) => (ids.has(id) ? ids : new Set([...ids, id]))),
    [],
  );

  return (
    <>
      {items.map(({ widget, sceneItem }) => (
        <SceneItemView
          key={sceneItem._id}
          widget={widget}
          sceneItem={sceneItem}
          scene={scene}
          files={files}
          mediaFit={widget.fillsScreen && coversScreen(sceneItem) ? mediaFit : undefined}
          markReady={markReady}
          active={active}
          offsetMs={offsetMs}
          preview={preview}
          onItemDuration={onItemDuration}
        />
      ))}
    </>
  );
}

interface SceneItemViewProps {
  widget: WidgetDefinition;
  sceneItem: SceneItem;
  scene: Scene;
  files: ReadonlyMap<string, PlayableFile>;
  mediaFit: MediaFit | undefined;
  markReady: (id: string) => void;
  active?: boolean;
  offsetMs?: number;
  preview?: boolean;
  onItemDuration?: (itemId: string, seconds: number) => void;
}

/**
 * One item in its box, drawn again only when what it shows changes: in the editor the scene
 * object changes with every pointer move, and 200 items must not all render for one drag.
 */
const SceneItemView = memo(
  function SceneItemView({
    widget,
    sceneItem,
    scene,
    files,
    mediaFit,
    markReady,
    active,
    offsetMs,
    preview,
    onItemDuration,
  }: SceneItemViewProps) {
    const box: CSSProperties = {
      position: 'absolute',
      left: `${sceneItem.x}%`,
      top: `${sceneItem.y}%`,
      width: `${sceneItem.w}%`,
      height: `${sceneItem.h}%`,
      transform: sceneItem.rotation ? `rotate(${sceneItem.rotation}deg)` : undefined,
      overflow: 'hidden',
      ...TYPOGRAPHY_BASELINE,
    };
    const onReady = useCallback(() => markReady(sceneItem._id), [markReady, sceneItem._id]);
    const onDuration = useCallback(
      (seconds: number) => onItemDuration?.(sceneItem._id, seconds),
      [onItemDuration, sceneItem._id],
    );
    return (
      <div style={box} data-scene-item={sceneItem._id}>
        <widget.Render
          sceneItem={sceneItem}
          scene={scene}
          files={files}
          mediaFit={mediaFit}
          onReady={onReady}
          active={active}
          sceneOffsetMs={offsetMs}
          preview={preview}
          onDuration={onItemDuration ? onDuration : undefined}
        />
      </div>
    );
  },
  // Widgets get the scene for its identity and type; another item moving does not change them.
  (before, after) =>
    before.widget === after.widget &&
    before.sceneItem === after.sceneItem &&
    before.files === after.files &&
    before.mediaFit === after.mediaFit &&
    before.markReady === after.markReady &&
    before.active === after.active &&
    before.offsetMs === after.offsetMs &&
    before.preview === after.preview &&
    before.onItemDuration === after.onItemDuration &&
    before.scene._id === after.scene._id,
);
