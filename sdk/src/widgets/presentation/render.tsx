import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { objectFitOf } from '../image/model.js';
import {
  pageCountOf,
  pageImagesOf,
  pageIndexAt,
  pdfPageUrl,
  readPresentationBody,
} from './model.js';

const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%', border: 0 };

/**
 * A PDF, one page at a time, turning every page duration while the layer is on screen. Pages
 * are shown from the images the server drew (TVs have no PDF viewer); a PDF without them is
 * left to the browser's PDF viewer, and where the engine has none, the file name stands in.
 */
export function PresentationWidget({
  sceneItem,
  files,
  mediaFit,
  onReady,
  active = true,
  sceneOffsetMs,
}: WidgetRenderProps) {
  const file = sceneItem.item.fileId ? files.get(sceneItem.item.fileId) : undefined;
  const body = readPresentationBody(sceneItem.item.body);
  const pageImages = file ? pageImagesOf(file) : null;
  // Only drawn pages can be shown: past the last image (a long PDF), it stays on the last one.
  const pageCount = pageImages ? pageImages.length : file ? pageCountOf(file) : null;
  // Mid-scene (a boot, new content), item time starts where the scene's position puts it.
  const startMs = Math.max(0, (sceneOffsetMs ?? 0) - sceneItem.start * 1000);
  const [elapsedMs, setElapsedMs] = useState(startMs);
  const [startedFrom, setStartedFrom] = useState(startMs);
  if (!active && startMs !== startedFrom) {
    setStartedFrom(startMs);
    setElapsedMs(startMs);
  }

  // An image is ready once decoded (no half-drawn first page). The viewer draws progressively:
  // waiting for it would hold the playlist on a viewer-less TV.
  const reported = useRef(false);
  const ready = () => {
    if (reported.current) return;
    reported.current = true;
    onReady();
  };
  const waitsForImage = pageImages !== null;
  useEffect(() => {
    if (!waitsForImage) onReady();
  }, [waitsForImage, onReady]);

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
  const backgroundColor = body.backgroundColor ?? '#fff';

  if (pageImages) {
    // The next page loads hidden beside the shown one; keyed by page, its element (already
    // decoded) is the one that shows when the page turns, so a turn never shows a blank frame.
    const shown = lastPage ? [page] : [page, page + 1];
    return (
      <div
        data-testid="presentation-widget"
        data-page={page + 1}
        style={{ ...FILL, position: 'relative', overflow: 'hidden', backgroundColor }}
      >
        {shown.map((index) => {
          const current = index === page;
          return (
            <img
              key={index}
              data-testid={current ? 'presentation-page' : 'presentation-next-page'}
              src={pageImages[index]}
              alt={current ? `${file.name}, page ${index + 1}` : ''}
              aria-hidden={current ? undefined : true}
              draggable={false}
              onLoad={(event) => {
                if (!current) return;
                const image = event.currentTarget;
                if (typeof image.decode === 'function') image.decode().then(ready, ready);
                else ready();
              }}
              // A missing page must not hold the playlist; the background shows instead.
              onError={current ? ready : undefined}
              style={{
                ...FILL,
                position: 'absolute',
                top: 0,
                left: 0,
                objectFit: objectFitOf(mediaFit ?? 'contain'),
                visibility: current ? 'visible' : 'hidden',
              }}
            />
          );
        })}
      </div>
    );
  }

  return (
    <object
      key={page}
      data-testid="presentation-widget"
      data-page={page + 1}
      type="application/pdf"
      data={pdfPageUrl(file.url, page)}
      aria-label={file.name}
      style={{ ...FILL, backgroundColor }}
    >
      <div style={{ padding: '1em', fontFamily: 'system-ui, sans-serif' }}>{file.name}</div>
    </object>
  );
}
