import { useEffect } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { QR_QUIET_ZONE_MODULES, qrMatrix } from './matrix.js';
import { qrCodePayload, readQrCodeBody } from './model.js';

/**
 * The QR code as an SVG of module rectangles: crisp at any size, square and centred in the
 * item's box, on its background colour with a quiet zone around it. A value that no code can
 * hold shows the background alone. Drawn at once, so ready on mount.
 */
export function QrCodeWidget({ sceneItem, onReady }: WidgetRenderProps) {
  const body = readQrCodeBody(sceneItem.item.body);
  const payload = qrCodePayload(body.value);
  const matrix = qrMatrix(payload);
  useEffect(() => {
    onReady();
  }, [onReady]);

  const side = (matrix?.size ?? 0) + 2 * QR_QUIET_ZONE_MODULES;
  return (
    <svg
      data-testid="qrcode-widget"
      role="img"
      aria-label="QR code"
      width="100%"
      height="100%"
      viewBox={`0 0 ${side} ${side}`}
      preserveAspectRatio="xMidYMid meet"
      // No anti-aliased seams between neighbouring modules.
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={side} height={side} fill={body.backgroundColor} />
      {matrix && (
        <g
          fill={body.foregroundColor}
          transform={`translate(${QR_QUIET_ZONE_MODULES} ${QR_QUIET_ZONE_MODULES})`}
        >
          {matrix.runs.map((run) => (
            <rect key={`${run.x},${run.y}`} x={run.x} y={run.y} width={run.length} height={1} />
          ))}
        </g>
      )}
    </svg>
  );
}
