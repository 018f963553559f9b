import { useRef, useState } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { useBoxSize, type BoxSize } from '../../render/boxSize.js';
import { LoadingSpinner } from '../iframe/LoadingSpinner.js';
import { FRAME_SANDBOX, IFRAME_READY_TIMEOUT_MS } from '../iframe/model.js';
import { NothingToShow } from '../iframe/NothingToShow.js';
import { useReadyWithin } from '../iframe/readyWithin.js';
import { canvaAspectOf, canvaEmbedUrl, readCanvaBody } from './model.js';

/**
 * A Canva design through its view embed address. With the design's shape known (the embed
 * code's padding) the frame keeps it, as large as fits the box and centred, as Canva's own
 * embed code does in a page; without it the frame fills the box.
 */
export function CanvaWidget({ sceneItem, onReady }: WidgetRenderProps) {
  const { designId, paddingTop } = readCanvaBody(sceneItem.item.body);
  if (!designId) return <NothingToShow onReady={onReady} />;
  return (
    <CanvaDesign
      key={designId}
      url={canvaEmbedUrl(designId)}
      aspect={canvaAspectOf(paddingTop)}
      onReady={onReady}
    />
  );
}

function CanvaDesign({
  url,
  aspect,
  onReady,
}: {
  url: string;
  aspect: number | null;
  onReady: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const ready = useReadyWithin(onReady, IFRAME_READY_TIMEOUT_MS, url);
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      ref={box}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      <iframe
        src={url}
        title="Canva design"
        sandbox={FRAME_SANDBOX}
        allow="fullscreen"
        onLoad={() => {
          setLoaded(true);
          ready();
        }}
        style={{ position: 'absolute', border: 0, ...designRect(size, aspect) }}
      />
      {!loaded && <LoadingSpinner />}
    </div>
  );
}

/** The design's place in the box: its shape contained and centred, or the whole box. */
function designRect({ width, height }: BoxSize, aspect: number | null) {
  if (!aspect || !width || !height) return { left: 0, top: 0, width: '100%', height: '100%' };
  const w = Math.min(width, height / aspect);
  const h = w * aspect;
  return {
    left: `${(width - w) / 2}px`,
    top: `${(height - h) / 2}px`,
    width: `${w}px`,
    height: `${h}px`,
  };
}
