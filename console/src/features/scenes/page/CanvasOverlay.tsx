import { makeStyles } from '@fluentui/react-components';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import { useSelector } from '@xstate/react';
import { memo, useRef, type PointerEvent } from 'react';
import {
  handlesFor,
  itemFlags,
  type PointerTarget,
  type ResizeHandle,
  type SceneEditor,
} from '../editor';
import type { PreviewRotation } from './aspect';
import { pointerPercent, showsAt } from './canvasGeometry';
import { SelectionHandles } from './SelectionBox';
import { colourOf, ITEM_TYPE_LOOKUP, labelOf } from './sceneWidgets';

const GUIDE_COLOUR = '#ff00c8';

const useStyles = makeStyles({
  overlay: { position: 'absolute', inset: 0, touchAction: 'none', cursor: 'default' },
  box: {
    position: 'absolute',
    boxSizing: 'border-box',
    cursor: 'move',
    ':hover': { outline: '1px dashed rgba(255, 255, 255, 0.8)' },
  },
  guideX: { position: 'absolute', top: 0, bottom: 0, width: 0, pointerEvents: 'none' },
  guideY: { position: 'absolute', left: 0, right: 0, height: 0, pointerEvents: 'none' },
  marquee: {
    position: 'absolute',
    pointerEvents: 'none',
    border: '1px solid #0f6cbd',
    backgroundColor: 'rgba(15, 108, 189, 0.12)',
  },
});

/** What the pointer went down on, from the pressed element's data attributes. */
function targetOf(element: EventTarget | null): PointerTarget {
  const owner = element instanceof Element ? element.closest('[data-item-id]') : null;
  const id = owner?.getAttribute('data-item-id');
  if (!owner || !id) return { kind: 'canvas' };
  const handle = owner.getAttribute('data-handle');
  if (handle) return { kind: 'handle', id, handle: handle as ResizeHandle };
  if (owner.hasAttribute('data-rotate')) return { kind: 'rotate', id };
  return { kind: 'item', id };
}

interface Props {
  editor: SceneEditor;
  document: Scene;
  selection: readonly string[];
  timeMs: number;
  rotation: PreviewRotation;
}

/**
 * The canvas's editing layer: a box per item on screen at the editor's time (the boxes are
 * what the pointer presses), the selection outlined in each type's colour, the handles of a
 * single selection, snapping guides and the marquee. Pointer positions go to the pointer tool
 * in percent of the scene.
 */
export function CanvasOverlay({ editor, document, selection, timeMs, rotation }: Props) {
  const styles = useStyles();
  const layer = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const { pointer } = editor;
  const guides = useSelector(pointer, (s) => s.context.guides);
  const brush = useSelector(pointer, (s) => s.context.brush);
  const liveRotation = useSelector(pointer, (s) =>
    s.matches('rotating') ? s.context.rotation : null,
  );

  const percentOf = (event: PointerEvent) => {
    const element = layer.current;
    if (!element) return { x: 0, y: 0 };
    const frame = { width: element.offsetWidth, height: element.offsetHeight };
    const client = { x: event.clientX, y: event.clientY };
    return pointerPercent(client, element.getBoundingClientRect(), frame, rotation);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    pressed.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const target = targetOf(event.target);
    pointer.send({
      type: 'POINTER_DOWN',
      point: percentOf(event),
      target,
      shiftKey: event.shiftKey,
    });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (pressed.current) pointer.send({ type: 'POINTER_MOVE', point: percentOf(event) });
  };
  const onPointerUp = () => {
    if (!pressed.current) return;
    pressed.current = false;
    pointer.send({ type: 'POINTER_UP' });
  };
  const onPointerCancel = () => {
    if (!pressed.current) return;
    pressed.current = false;
    pointer.send({ type: 'CANCEL' });
  };

  const selected = new Set(selection);
  const single = selection.length === 1 ? selection[0] : undefined;
  const brushed = new Set(brush?.ids ?? []);
  return (
    <div
      ref={layer}
      className={styles.overlay}
      data-testid="canvas-overlay"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      {document.sceneItems
        .filter((item) => showsAt(item, timeMs) || selected.has(item._id))
        .map((item) => (
          <ItemBox
            key={item._id}
            item={item}
            selected={selected.has(item._id)}
            brushed={brushed.has(item._id)}
            single={item._id === single}
            angle={item._id === single && liveRotation !== null ? liveRotation : item.rotation}
          />
        ))}
      {guides.x.map((x) => (
        <div
          key={`x${x}`}
          className={styles.guideX}
          data-testid="guide-x"
          style={{ left: `${x}%`, borderLeft: `1px solid ${GUIDE_COLOUR}` }}
        />
      ))}
      {guides.y.map((y) => (
        <div
          key={`y${y}`}
          className={styles.guideY}
          data-testid="guide-y"
          style={{ top: `${y}%`, borderTop: `1px solid ${GUIDE_COLOUR}` }}
        />
      ))}
      {brush && (
        <div
          className={styles.marquee}
          data-testid="marquee"
          style={{
            left: `${brush.rect.x}%`,
            top: `${brush.rect.y}%`,
            width: `${brush.rect.w}%`,
            height: `${brush.rect.h}%`,
          }}
        />
      )}
    </div>
  );
}

interface ItemBoxProps {
  item: SceneItem;
  selected: boolean;
  brushed: boolean;
  /** The only selected item: it shows its handles. */
  single: boolean;
  angle: number;
}

/** One item's outline; memoised, so a drag in a scene of 200 items redraws the moved one. */
const ItemBox = memo(function ItemBox({ item, selected, brushed, single, angle }: ItemBoxProps) {
  const styles = useStyles();
  const type = item.item.type;
  const colour = colourOf(type);
  const flags = itemFlags(ITEM_TYPE_LOOKUP, type);
  return (
    <div
      className={styles.box}
      data-testid={`scene-item-${item._id}`}
      data-item-id={item._id}
      data-selected={selected || undefined}
      role="group"
      aria-label={labelOf(type)}
      style={{
        left: `${item.x}%`,
        top: `${item.y}%`,
        width: `${item.w}%`,
        height: `${item.h}%`,
        transform: angle ? `rotate(${angle}deg)` : undefined,
        outline: selected ? `2px solid ${colour}` : brushed ? `1px dashed ${colour}` : undefined,
        zIndex: selected ? 1 : undefined,
        cursor: flags.movable ? 'move' : 'pointer',
      }}
    >
      {single && (
        <SelectionHandles
          itemId={item._id}
          colour={colour}
          handles={handlesFor(ITEM_TYPE_LOOKUP, type)}
          rotatable={flags.movable}
        />
      )}
    </div>
  );
});
