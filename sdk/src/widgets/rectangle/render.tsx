import { useEffect, useRef } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { gradientCss } from '../gradient/model.js';
import { useBoxSize, useReferenceScale } from '../../render/boxSize.js';
import { cornerRadiusPx, RECTANGLE_LIMITS, readRectangleBody, withinLimit } from './model.js';

/** A filled (or gradient) shape with an optional border and rounded corners; ready on mount. */
export function RectangleWidget({ sceneItem, scene, onReady }: WidgetRenderProps) {
  const body = readRectangleBody(sceneItem.item.body);
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useBoxSize(box);
  // The border is in pixels of the reference screen: as thick, relative to the box, everywhere.
  const scale = useReferenceScale(box, scene, sceneItem);
  useEffect(() => {
    onReady();
  }, [onReady]);
  const borderWidth = withinLimit(body.borderWidth, RECTANGLE_LIMITS.borderWidth);
  return (
    <div
      ref={box}
      data-testid="rectangle-widget"
      style={{
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        backgroundColor: body.backgroundType === 'FILL' ? body.backgroundColor : undefined,
        backgroundImage:
          body.backgroundType === 'GRADIENT' ? gradientCss(body.gradient) : undefined,
        border:
          borderWidth > 0
            ? `${Math.round(borderWidth * scale * 100) / 100}px solid ${body.borderColor}`
            : undefined,
        borderRadius: cornerRadiusPx(body.borderRadius, width, height),
      }}
    />
  );
}
