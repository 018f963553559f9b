import { useRef, type CSSProperties } from 'react';
import { useBoxSize } from '../../render/boxSize.js';
import { LoadingSpinner } from './LoadingSpinner.js';
import { FRAME_SANDBOX, IFRAME_READY_TIMEOUT_MS, RESIZE_DEBOUNCE_MS } from './model.js';
import { useReadyWithin } from './readyWithin.js';
import { useRefreshingFrames } from './refreshingFrames.js';

interface ScaledPageProps {
  url: string;
  /** CSS pixels the page is laid out in before it is scaled to the box. */
  layoutWidth: number;
  scrollable: boolean;
  refreshMinutes: number;
  onReady: () => void;
}

const FILL: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: '100%',
  height: '100%',
  border: 0,
};

/**
 * A web page laid out `layoutWidth` CSS pixels wide and scaled to fill the item's box, so it
 * breaks its lines the same way on a 720p TV as in the editor. A spinner covers it until it
 * loads; the playlist waits for the load at most IFRAME_READY_TIMEOUT_MS.
 */
export function ScaledPage({
  url,
  layoutWidth,
  scrollable,
  refreshMinutes,
  onReady,
}: ScaledPageProps) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useBoxSize(box, RESIZE_DEBOUNCE_MS);
  const ready = useReadyWithin(onReady, IFRAME_READY_TIMEOUT_MS, url);
  const { frames, loading, loaded } = useRefreshingFrames(url, refreshMinutes);
  // Unmeasured (no layout yet), the page is drawn unscaled rather than not at all.
  const scale = width > 0 ? width / layoutWidth : 1;
  return (
    <div
      ref={box}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      <div
        data-testid="iframe-layout"
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: `${layoutWidth}px`,
          height: height > 0 ? `${height / scale}px` : '100%',
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
        }}
      >
        {frames.map(({ generation, hidden }) => (
          <iframe
            key={generation}
            src={url}
            title={url}
            sandbox={FRAME_SANDBOX}
            allow="autoplay; fullscreen"
            // The only switch for a cross-origin page's scrollbars; CSS cannot reach inside.
            scrolling={scrollable ? 'yes' : 'no'}
            onLoad={() => {
              loaded(generation);
              ready();
            }}
            style={{ ...FILL, visibility: hidden ? 'hidden' : 'visible' }}
          />
        ))}
      </div>
      {loading && <LoadingSpinner />}
    </div>
  );
}
