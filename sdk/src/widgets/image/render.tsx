import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { IMAGE_RETRY_INTERVAL_MS, mediaElementStyle, readImageBody, retryUrl } from './model.js';

/**
 * An image filling its scene item box. Reports ready only once the image is decoded, so the
 * stage keeps the previous item on screen until this one can be painted whole.
 */
export function ImageWidget({ sceneItem, files, mediaFit, onReady }: WidgetRenderProps) {
  const file = sceneItem.item.fileId ? files.get(sceneItem.item.fileId) : undefined;
  const body = readImageBody(sceneItem.item.body);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const reported = useRef(false);

  const ready = () => {
    if (reported.current) return;
    reported.current = true;
    onReady();
  };
  // A missing file never loads: do not hold the playlist on it.
  useEffect(() => {
    if (!file) onReady();
  }, [file, onReady]);

  // Keep retrying a failed image, so a screen heals itself once the file is reachable again.
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, IMAGE_RETRY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  if (!file) return null;

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (typeof image.decode === 'function') image.decode().then(ready, ready);
    else ready();
  };
  const onError = () => {
    // Move on rather than freeze the screen on the previous item.
    ready();
    setFailed(true);
  };

  return (
    <img
      data-testid="image-widget"
      src={retryUrl(file.url, attempt)}
      alt={file.name}
      draggable={false}
      onLoad={onLoad}
      onError={onError}
      style={mediaElementStyle(mediaFit ?? body.imageSizing, body.backgroundColor)}
    />
  );
}
