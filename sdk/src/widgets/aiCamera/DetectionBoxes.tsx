import type { BoxSize } from '../../render/boxSize.js';
import { detectionRect, type Rect } from './frameGeometry.js';
import { labelOf, type DetectedObject } from './model.js';

/** Box outline and label text, in reference-screen pixels. */
const BORDER_PX = 3;
const LABEL_PX = 18;
const COLOUR = '#00e676';

/**
 * What the camera detects, drawn where it is in the picture: each object's box (clipped to the
 * visible part of the frame) with its label and score above it.
 */
export function DetectionBoxes({
  objects,
  frame,
  box,
  scale,
}: {
  objects: readonly DetectedObject[];
  /** Where the frame is drawn in the item's box. */
  frame: Rect;
  box: BoxSize;
  scale: number;
}) {
  return (
    <div
      data-testid="ai-camera-detections"
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
    >
      {objects.map((object, index) => {
        const rect = object.box && detectionRect(object.box, frame, box);
        if (!rect) return null;
        const score = object.score === undefined ? '' : ` ${Math.round(object.score * 100)}%`;
        return (
          <div
            key={index}
            data-testid="ai-camera-detection"
            style={{
              position: 'absolute',
              left: `${rect.left}px`,
              top: `${rect.top}px`,
              width: `${rect.width}px`,
              height: `${rect.height}px`,
              boxSizing: 'border-box',
              border: `${BORDER_PX * scale}px solid ${COLOUR}`,
            }}
          >
            <span
              style={{
                position: 'absolute',
                left: 0,
                bottom: '100%',
                padding: `0 ${4 * scale}px`,
                font: `${LABEL_PX * scale}px/1.2 sans-serif`,
                color: '#000000',
                background: COLOUR,
                whiteSpace: 'nowrap',
              }}
            >
              {labelOf(object)}
              {score}
            </span>
          </div>
        );
      })}
    </div>
  );
}
