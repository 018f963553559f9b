import { useEffect, useRef, useState, type CSSProperties, type SyntheticEvent } from 'react';
import { useBoxSize, useReferenceScale, type BoxSize } from '../../render/boxSize.js';
import { useItemData } from '../../render/itemDataContext.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { DetectionBoxes } from './DetectionBoxes.js';
import { displayedFrame } from './frameGeometry.js';
import {
  AI_CAMERA_MESSAGES,
  AI_CAMERA_STREAM_RELOAD_MS,
  fpsOf,
  pollIntervalMsOf,
  readAiCameraBody,
  sensorBaseOf,
  sensorUrls,
} from './model.js';
import { modelAllowed, useAiSwitches } from './modelSwitch.js';
import { useCameraDetections } from './useCameraDetections.js';
import { useModelName } from './useModelName.js';
import { usePolledFrames } from './usePolledFrames.js';

/** Text over the picture (debug list, errors), in reference-screen pixels. */
const TEXT_PX = 20;

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

const naturalSizeOf = (event: SyntheticEvent<HTMLImageElement>): BoxSize => ({
  width: event.currentTarget.naturalWidth,
  height: event.currentTarget.naturalHeight,
});

/** The stream's address, opened again every 60 s (the camera's MJPEG). */
function useStreamUrl(base: string | null, enabled: boolean): string | null {
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setOpenedAt(Date.now()), AI_CAMERA_STREAM_RELOAD_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return base && enabled ? sensorUrls(base).streamAt(openedAt) : null;
}

/**
 * The AI camera item: the camera's picture (its MJPEG stream, or frames polled 1000/fps ms
 * apart) with the boxes and labels of what it detects, and each reading sent to the engine as
 * an audience report, so playlist items with an object-detection trigger play when the camera
 * sees their label. The camera's contract is in README.md. A hidden, preloading layer asks the
 * camera nothing and reports nothing; the item is ready at once (a camera never holds a
 * playlist).
 */
export function AiCameraWidget({ sceneItem, scene, onReady, active }: WidgetRenderProps) {
  const body = readAiCameraBody(sceneItem.item.body);
  const itemData = useItemData();
  const box = useRef<HTMLDivElement>(null);
  const boxSize = useBoxSize(box);
  const scale = useReferenceScale(box, scene, sceneItem);
  const [frameSize, setFrameSize] = useState<BoxSize | null>(null);
  const base = sensorBaseOf(body.sensorUrl);
  const watching = active !== false && base !== null;
  // A model the account turned off is not used: the camera is asked for no detections.
  const allowed = modelAllowed(useAiSwitches(), body.model);
  const intervalMs = pollIntervalMsOf(fpsOf(body));
  const polling = body.useImagePolling;

  useEffect(() => {
    onReady();
  }, [onReady]);

  const frames = usePolledFrames({
    fetch: itemData.fetch,
    base,
    intervalMs,
    enabled: watching && polling,
  });
  const streamUrl = useStreamUrl(base, watching && !polling);
  const detections = useCameraDetections({
    fetch: itemData.fetch,
    base,
    model: body.model,
    intervalMs,
    enabled: watching && allowed,
    report: (report) => itemData.reportAudience(report),
  });
  const modelLine = useModelName(
    itemData.fetch,
    base && sensorUrls(base).status,
    watching && body.showDebugText,
  );

  const fit = { objectFit: body.imageSizing } as const;
  const text: CSSProperties = {
    position: 'absolute',
    left: 0,
    margin: 0,
    padding: `${4 * scale}px ${8 * scale}px`,
    font: `${TEXT_PX * scale}px/1.3 sans-serif`,
    color: '#ffffff',
    background: 'rgba(0, 0, 0, 0.6)',
  };
  return (
    <div
      ref={box}
      data-testid="ai-camera"
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      {streamUrl && (
        <img
          src={streamUrl}
          alt=""
          data-testid="ai-camera-stream"
          style={{ ...fill, ...fit }}
          onLoad={(e) => setFrameSize(naturalSizeOf(e))}
        />
      )}
      {polling && frames.shown && (
        <img src={frames.shown} alt="" data-testid="ai-camera-frame" style={{ ...fill, ...fit }} />
      )}
      {polling && frames.pending && (
        <img
          src={frames.pending}
          alt=""
          data-testid="ai-camera-next-frame"
          style={{ ...fill, ...fit, visibility: 'hidden' }}
          onLoad={(e) => {
            setFrameSize(naturalSizeOf(e));
            frames.onPendingLoad();
          }}
          onError={frames.onPendingError}
        />
      )}
      {watching && allowed && (
        <DetectionBoxes
          objects={detections.objects}
          frame={displayedFrame(boxSize, frameSize, body.imageSizing)}
          box={boxSize}
          scale={scale}
        />
      )}
      {polling && frames.failure && (
        <p role="alert" style={{ ...text, bottom: 0 }}>
          {frames.failure[0]}
          <br />
          {frames.failure[1]}
        </p>
      )}
      {body.showDebugText && (
        <ul data-testid="ai-camera-debug" style={{ ...text, top: 0, listStyle: 'none' }}>
          <li>
            {base
              ? `${base}: ${modelLine ?? 'waiting for the camera'}`
              : AI_CAMERA_MESSAGES.error(`"${body.sensorUrl}" is not an http(s) address`)}
          </li>
          {!allowed && <li>{AI_CAMERA_MESSAGES.modelOff(body.model)}</li>}
          {allowed && detections.line !== null && <li>Detections: {detections.line}</li>}
        </ul>
      )}
    </div>
  );
}
