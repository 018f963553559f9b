import { useEffect, useState } from 'react';
import type { WidgetRenderProps } from '../../render/widgetRegistry.js';
import { pageCountOf, pageIndexAt, pdfPageUrl, readPresentationBody } from './model.js';

/**
 * A PDF, one page at a time, turning every page duration while the layer is on screen. The
 * content gives the player the PDF itself (no page images), so the page is drawn by the
 * browser's PDF viewer; where the engine has none, the file name stands in.
 */
export function PresentationWidget({
  sceneItem,
  files,
  onReady,
  active = true,
  sceneOffsetMs,
}: WidgetRenderProps) {
  const file = sceneItem.item.fileId ? files.get(sceneItem.item.fileId) : undefined;
  const body = readPresentationBody(sceneItem.item.body);
  const pageCount = file ? pageCountOf(file) : null;
  // Mid-scene (a boot, new content), item time starts where the scene's position puts it.
  const startMs = Math.max(0, (sceneOffsetMs ?? 0) - sceneItem.start * 1000);
  const [elapsedMs, setElapsedMs] = useState(startMs);
  const [startedFrom, setStartedFrom] = useState(startMs);
  if (!active && startMs !== startedFrom) {
    setStartedFrom(startMs);
    setElapsedMs(startMs);
  }

  // The viewer draws progressively: waiting for it would hold the playlist on a viewer-less TV.
  useEffect(() => onReady(), [onReady]);

  // Item time runs while shown; a hidden (preloaded) layer waits on its start page. Pages turn
  // on the page-duration grid of item time, also after a mid-page start.
  const page = pageIndexAt(elapsedMs, pageCount, body.pageDuration);
  const lastPage = !pageCount || page >= pageCount - 1;
  useEffect(() => {
    if (!active || lastPage) return;
    const stepMs = body.pageDuration * 1000;
    const untilNext = stepMs - (elapsedMs % stepMs);
    const timer = setTimeout(() => setElapsedMs((ms) => ms + untilNext), untilNext);
    return () => clearTimeout(timer);
  }, [active, lastPage, elapsedMs, body.pageDuration]);

  if (!file) return null;

  return (
    <object
      key={page}
      data-testid="presentation-widget"
      data-page={page + 1}
      type="application/pdf"
      data={pdfPageUrl(file.url, page)}
      aria-label={file.name}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        border: 0,
        backgroundColor: body.backgroundColor ?? '#fff',
      }}
    >
      <div style={{ padding: '1em', fontFamily: 'system-ui, sans-serif' }}>{file.name}</div>
    </object>
  );
}
