import { useState, type CSSProperties } from 'react';
import type { CompiledEntry } from '../engine/index.js';
import type { MediaFit } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';
import { SceneView } from './SceneView.js';

/** A scene occurrence ready to render, with what it needs from the content it came from. */
export interface StageLayer {
  /** Unique across contents, so a layer keeps its DOM (and its decoded image) while it plays. */
  key: string;
  entry: CompiledEntry;
  /** Ms into the scene at which it starts showing (mid-scene after a boot or new content). */
  offsetMs?: number;
  files: ReadonlyMap<string, PlayableFile>;
  mediaFit: MediaFit;
}

export interface ZoneStageProps {
  current: StageLayer | null;
  /** Layers to render hidden ahead of their turn (the planner's preload set). */
  preload: readonly StageLayer[];
  /** A layer is drawn and can be shown without a blank frame. */
  onLayerReady?: (layer: StageLayer) => void;
}

const fill: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * Shows a zone without blank frames: the layer that should play is rendered hidden under the
 * visible one and replaces it only when it reports ready; preloaded layers render hidden too,
 * so they are usually decoded before their turn.
 */
export function ZoneStage({ current, preload, onLayerReady }: ZoneStageProps) {
  const [shown, setShown] = useState<StageLayer | null>(null);
  const [readyKeys, setReadyKeys] = useState<ReadonlySet<string>>(() => new Set());

  // The wanted layer is shown as soon as it is ready (also when it was preloaded as "next").
  const visible = current && readyKeys.has(current.key) ? current : shown;
  if (visible !== shown) setShown(visible);

  const layers: StageLayer[] = [];
  for (const layer of [visible, current, ...preload]) {
    if (layer && !layers.some((l) => l.key === layer.key)) layers.push(layer);
  }
  const keep = new Set(layers.map((l) => l.key));
  if ([...readyKeys].some((key) => !keep.has(key))) {
    setReadyKeys(new Set([...readyKeys].filter((key) => keep.has(key))));
  }

  const markReady = (layer: StageLayer) => {
    setReadyKeys((keys) => (keys.has(layer.key) ? keys : new Set([...keys, layer.key])));
    onLayerReady?.(layer);
  };

  return (
    <>
      {layers.map((layer) => {
        const isVisible = layer.key === visible?.key;
        return (
          <div
            key={layer.key}
            data-testid="stage-layer"
            data-layer-key={layer.key}
            data-scene-id={layer.entry.scene._id}
            data-visible={isVisible ? 'true' : 'false'}
            aria-hidden={!isVisible}
            style={{
              ...fill,
              zIndex: isVisible ? 1 : 0,
              visibility: isVisible ? 'visible' : 'hidden',
            }}
          >
            <SceneView
              scene={layer.entry.scene}
              files={layer.files}
              mediaFit={layer.mediaFit}
              onReady={() => markReady(layer)}
              active={isVisible}
              offsetMs={layer.offsetMs}
            />
          </div>
        );
      })}
    </>
  );
}
