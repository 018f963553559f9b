import { useEffect } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { FittedLines, type TextLine } from './FittedLines.js';
import { clockScaleOf, formatClockDate, formatClockTime, readClockBody } from './model.js';
import { useSecondClock } from './useSecondClock.js';

/** The date line's size beside the time: it reads as a caption under it. */
const DATE_SIZE_WITH_TIME = 0.4;

/**
 * The device's local time and date, ticking every second, as large as fits the item's box
 * (times its scale). Drawn at once, so ready on mount.
 */
export function ClockWidget({ sceneItem, onReady }: WidgetRenderProps) {
  const body = readClockBody(sceneItem.item.body);
  const now = new Date(useSecondClock());
  useEffect(() => {
    onReady();
  }, [onReady]);

  const lines: TextLine[] = [];
  if (body.shouldShowTime) lines.push({ text: formatClockTime(now), size: 1 });
  if (body.shouldShowDate) {
    lines.push({
      text: formatClockDate(now),
      size: body.shouldShowTime ? DATE_SIZE_WITH_TIME : 1,
    });
  }
  return (
    <div data-testid="clock-widget" style={{ width: '100%', height: '100%' }}>
      {lines.length > 0 && (
        <FittedLines lines={lines} color={body.textColor} scale={clockScaleOf(body)} />
      )}
    </div>
  );
}
