import { useEffect } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { gradientCss, readGradientBody } from './model.js';

/** A banded gradient filling the item's box; drawn at once, so ready on mount. */
export function GradientWidget({ sceneItem, onReady }: WidgetRenderProps) {
  const { gradient } = readGradientBody(sceneItem.item.body);
  useEffect(() => {
    onReady();
  }, [onReady]);
  return (
    <div
      data-testid="gradient-widget"
      style={{ width: '100%', height: '100%', backgroundImage: gradientCss(gradient) }}
    />
  );
}
