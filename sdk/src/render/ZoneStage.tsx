import { useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect, useState, type CSSProperties } from 'react';
import type { CompiledEntry } from '../engine/index.js';
import type { MediaFit } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';
import type { ItemActor } from '../player/machines/itemMachine.js';
import { SceneView } from './SceneView.js';
import { StageShownContext } from './stageShown.js';

/** A scene occurrence ready to render, with what it needs from the content it came from. */
export interface StageLayer {
  /** Unique across contents, so a layer keeps its DOM (and its decoded image) while it plays. */
  key: string;
  entry: CompiledEntry;
  /** Ms into the scene at which it starts showing (mid-scene after a boot or new content). */
  offsetMs?: number;
  files: ReadonlyMap<string, PlayableFile>;
  mediaFit: MediaFit;
  /** The stage's item machine for this scene: the layer reports READY to it and reads it. */
  item: ItemActor;
}

export interface ZoneStageProps {
  current: StageLayer | null;
  /** Layers to render hidden ahead of their turn (the planner's preload set). */
  preload: readonly StageLayer[];
}

const fill: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * Shows a zone without blank frames: the layer that should play is rendered hidden under the
 * visible one and replaces it only when its item machine says it is ready; preloaded layers
 * render hidden too, so they are usually decoded before their turn. The last visible layer is
 * the only thing kept here: what is ready lives in the item machines.
 */
export function ZoneStage({ current, preload }: ZoneStageProps) {
  const [shown, setShown] = useState<StageLayer | null>(null);
  const currentReady = useSelector(current?.item, (snapshot) => snapshot?.context.ready ?? false);

  // The wanted layer is shown as soon as it is ready (also when it was preloaded as "next").
  const visible = current && currentReady ? current : shown;
  if (visible !== shown) setShown(visible);

  // The wanted layer comes first: a scene playing again (a one-item loop) keeps its layer and
  // takes the new item machine; then the one on screen, whose props do not change under it.
  const layers: StageLayer[] = [];
  for (const layer of [current, visible, ...preload]) {
    if (layer && !layers.some((l) => l.key === layer.key)) layers.push(layer);
  }

  return (
    <>
      {layers.map((layer) => (
        <Layer key={layer.key} layer={layer} visible={layer.key === visible?.key} />
      ))}
    </>
  );
}

function Layer({ layer, visible }: { layer: StageLayer; visible: boolean }) {
  const { item } = layer;
  // A new item machine for the same scene (it plays again) is told as soon as it exists.
  const onReady = useCallback(() => {
    const snapshot = item.getSnapshot();
    if (snapshot.status === 'active' && !snapshot.context.ready) item.send({ type: 'READY' });
  }, [item]);
  const stageShown = useContext(StageShownContext);
  useEffect(() => {
    if (visible) stageShown();
  }, [visible, stageShown]);
  return (
    <div
      data-testid="stage-layer"
      data-layer-key={layer.key}
      data-scene-id={layer.entry.scene._id}
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={!visible}
      style={{ ...fill, zIndex: visible ? 1 : 0, visibility: visible ? 'visible' : 'hidden' }}
    >
      <SceneView
        scene={layer.entry.scene}
        files={layer.files}
        mediaFit={layer.mediaFit}
        onReady={onReady}
        active={visible}
        offsetMs={layer.offsetMs}
      />
    </div>
  );
}
