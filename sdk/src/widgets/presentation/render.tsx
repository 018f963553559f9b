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
}: WidgetRenderProps) {
  const file = sceneItem.item.fileId ? files.get(sceneItem.item.fileId) : undefined;
  const body = readPresentationBody(sceneItem.item.body);
  const pageCount = file ? pageCountOf(file) : null;
  const [elapsedMs, setElapsedMs] = useState(0);

  // The viewer draws progressively: waiting for it would hold the playlist on a viewer-less TV.
  useEffect(() => onReady(), [onReady]);

  // Item time runs while shown; a hidden (preloaded) layer waits on its first page.
  useEffect(() => {
    if (!active || !pageCount || pageCount <= 1) return;
    const stepMs = body.pageDuration * 1000;
    const timer = setInterval(() => setElapsedMs((ms) => ms + stepMs), stepMs);
    return () => clearInterval(timer);
  }, [active, pageCount, body.pageDuration]);

  if (!file) return null;
  const page = pageIndexAt(elapsedMs, pageCount, body.pageDuration);

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
