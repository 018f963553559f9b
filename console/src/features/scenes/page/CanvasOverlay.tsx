import { makeStyles } from '@fluentui/react-components';
import type { PlayableFile } from '@marquee/sdk';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import { useSelector } from '@xstate/react';
import {
  memo,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
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
import { colourOf, ITEM_TYPE_LOOKUP, itemName } from './sceneWidgets';

const GUIDE_COLOUR = '#ff00c8';

const useStyles = makeStyles({
  overlay: { position: 'absolute', inset: 0, touchAction: 'none', cursor: 'default' },
  box: {
    position: 'absolute',
    boxSizing: 'border-box',
    cursor: 'move',
    ':hover': { outline: '1px dashed rgba(255, 255, 255, 0.8)' },
    // The selection outline is the type's colour; focus adds a ring that shows on any content.
    ':focus-visible': { boxShadow: '0 0 0 2px #ffffff, 0 0 0 4px #000000' },
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

/** Keys that move the focus (and with it the selection) between the items on the canvas. */
const FOCUS_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  PageDown: (index, count) => (index + 1) % count,
  PageUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** What the canvas's keys do, for its description and the shortcuts dialog. */
export const CANVAS_KEY_HINT =
  'Arrow keys move the selected item by 1 %. Page Down and Page Up go to the next or ' +
  'previous item, Home and End to the first or last. Question mark lists every shortcut.';

interface Props {
  editor: SceneEditor;
  document: Scene;
  selection: readonly string[];
  files: ReadonlyMap<string, PlayableFile>;
  timeMs: number;
  rotation: PreviewRotation;
  /**
   * An item to move the focus to once it is drawn (a new item), or with an empty id the
   * canvas's Tab stop (after a removal); `seq` asks again.
   */
  focusRequest?: { id: string; seq: number } | null;
}

/**
 * The canvas's editing layer: a box per item on screen at the editor's time (the boxes are
 * what the pointer presses), the selection outlined in each type's colour, the handles of a
 * single selection, snapping guides and the marquee. Pointer positions go to the pointer tool
 * in percent of the scene.
 *
 * For the keyboard and screen readers the layer is a list box of the items, named by type and
 * content, with one Tab stop (a roving tab index on the selected item, else the first): the
 * focused item is the selected one, the arrow keys move it (the editor's shortcuts), and
 * Page Down / Page Up, Home / End go to another item.
 */
export function CanvasOverlay(props: Props) {
  const { editor, document, selection, timeMs, rotation, focusRequest } = props;
  const styles = useStyles();
  const layer = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const hintId = useId();
  const { pointer } = editor;
  const guides = useSelector(pointer, (s) => s.context.guides);
  const brush = useSelector(pointer, (s) => s.context.brush);
  const liveRotation = useSelector(pointer, (s) =>
    s.matches('rotating') ? s.context.rotation : null,
  );

  const { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } = useCanvasPointer(
    editor,
    layer,
    pressed,
    rotation,
  );

  const selected = new Set(selection);
  const single = selection.length === 1 ? selection[0] : undefined;
  const brushed = new Set(brush?.ids ?? []);
  const shown = document.sceneItems.filter(
    (item) => showsAt(item, timeMs) || selected.has(item._id),
  );
  const roving = shown.find((item) => selected.has(item._id)) ?? shown[0];

  const optionOf = (id: string) =>
    Array.from(layer.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []).find(
      (option) => option.dataset.itemId === id,
    );
  useEffect(() => {
    if (!focusRequest) return;
    const option = focusRequest.id
      ? optionOf(focusRequest.id)
      : layer.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]');
    option?.focus();
  }, [focusRequest]);

  // Focus selects: a keyboard user picks an item by going to it. A press of the pointer has
  // already selected (shift toggles), so the focus it brings changes nothing.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const id = target.getAttribute('role') === 'option' ? target.dataset.itemId : undefined;
    if (!id || pressed.current) return;
    if (!editor.editor.getSnapshot().context.selection.includes(id))
      editor.editor.send({ type: 'SELECT', ids: [id] });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_KEYS[event.key];
    const focused = (event.target as HTMLElement).dataset.itemId;
    const from = shown.findIndex((item) => item._id === focused);
    if (!move || from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = shown[move(from, shown.length)];
    if (next) {
      editor.editor.send({ type: 'SELECT', ids: [next._id] });
      optionOf(next._id)?.focus();
    }
  };

  return (
    <div
      ref={layer}
      className={styles.overlay}
      data-testid="canvas-overlay"
      data-canvas-items=""
      role="listbox"
      aria-label="Items on the canvas"
      aria-multiselectable="true"
      aria-describedby={hintId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <span id={hintId} hidden>
        {CANVAS_KEY_HINT}
      </span>
      {shown.map((item) => (
        <ItemBox
          key={item._id}
          item={item}
          name={itemName(item, props.files)}
          selected={selected.has(item._id)}
          brushed={brushed.has(item._id)}
          single={item._id === single}
          tabbable={item === roving}
          angle={item._id === single && liveRotation !== null ? liveRotation : item.rotation}
        />
      ))}
      <SnapGuides guides={guides} />
      {brush && <MarqueeBox rect={brush.rect} />}
    </div>
  );
}

/**
 * The pointer's presses, moves and releases on the layer, sent to the editor's pointer tool in
 * percent of the scene; `pressed` is true from a press until its release or cancel.
 */
function useCanvasPointer(
  editor: SceneEditor,
  layer: RefObject<HTMLDivElement | null>,
  pressed: RefObject<boolean>,
  rotation: PreviewRotation,
) {
  const { pointer } = editor;
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
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}

/** The snapping guides the pointer tool found: vertical lines at x %, horizontal at y %. */
function SnapGuides({ guides }: { guides: { x: readonly number[]; y: readonly number[] } }) {
  const styles = useStyles();
  return (
    <>
      {guides.x.map((x) => (
        <div
          key={`x${x}`}
          className={styles.guideX}
          aria-hidden
          data-testid="guide-x"
          style={{ left: `${x}%`, borderLeft: `1px solid ${GUIDE_COLOUR}` }}
        />
      ))}
      {guides.y.map((y) => (
        <div
          key={`y${y}`}
          className={styles.guideY}
          aria-hidden
          data-testid="guide-y"
          style={{ top: `${y}%`, borderTop: `1px solid ${GUIDE_COLOUR}` }}
        />
      ))}
    </>
  );
}

/** The rectangle a drag on empty canvas draws to select the items it touches. */
function MarqueeBox({ rect }: { rect: { x: number; y: number; w: number; h: number } }) {
  const styles = useStyles();
  return (
    <div
      className={styles.marquee}
      aria-hidden
      data-testid="marquee"
      style={{
        left: `${rect.x}%`,
        top: `${rect.y}%`,
        width: `${rect.w}%`,
        height: `${rect.h}%`,
      }}
    />
  );
}

interface ItemBoxProps {
  item: SceneItem;
  /** Its name for assistive technology: type and content ("Text: Welcome"). */
  name: string;
  selected: boolean;
  brushed: boolean;
  /** The only selected item: it shows its handles. */
  single: boolean;
  /** The canvas's one Tab stop. */
  tabbable: boolean;
  angle: number;
}

/** One item's outline; memoised, so a drag in a scene of 200 items redraws the moved one. */
const ItemBox = memo(function ItemBox(props: ItemBoxProps) {
  const { item, name, selected, brushed, single, tabbable, angle } = props;
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
      role="option"
      aria-label={name}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
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
