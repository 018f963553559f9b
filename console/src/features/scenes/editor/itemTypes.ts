import { ALL_HANDLES, defaultBodyOf, type ResizeHandle, type WidgetDefinition } from '@marquee/sdk';

export { ALL_HANDLES, type ResizeHandle };

/**
 * What the scene editor needs to know about a scene item type: the flags and the new body of an
 * sdk widget definition (fromWidgetDefinition), without its renderer, so tests can describe
 * types of their own.
 */

export interface EditorItemType {
  type: string;
  /** False: the pointer cannot drag or rotate the item; the keyboard and the fields still can. */
  movable: boolean;
  /** False: the item exposes no handles and never resizes. */
  resizable: boolean;
  /** The handles the item may be resized by; the others are neither shown nor honoured. */
  handles: readonly ResizeHandle[];
  /** The body a new item of this type starts with. */
  defaultBody(): Record<string, unknown>;
}

export type ItemTypeLookup = (type: string) => EditorItemType | undefined;

/**
 * Flags for an item whose type the console does not know (a scene saved by a newer console, or a
 * widget not registered here). Geometry is type-agnostic, so such an item stays fully editable
 * rather than stuck where it is; only creating a new item of an unknown type is refused.
 */
const FALLBACK_FLAGS = { movable: true, resizable: true, handles: ALL_HANDLES } as const;

interface ItemFlags {
  movable: boolean;
  resizable: boolean;
  handles: readonly ResizeHandle[];
}

export function itemFlags(lookup: ItemTypeLookup, type: string): ItemFlags {
  const known = lookup(type);
  if (!known) return FALLBACK_FLAGS;
  return {
    movable: known.movable,
    resizable: known.resizable,
    // A non-resizable type exposes no handles whatever its handle list says.
    handles: known.resizable ? known.handles : [],
  };
}

/** The handles the UI should draw for an item of this type (empty when it is not resizable). */
export const handlesFor = (lookup: ItemTypeLookup, type: string): readonly ResizeHandle[] =>
  itemFlags(lookup, type).handles;

/** A lookup over a fixed list of types, for the console's registry and for tests. */
export function lookupFrom(types: readonly EditorItemType[]): ItemTypeLookup {
  const byType = new Map(types.map((t) => [t.type, t]));
  return (type) => byType.get(type);
}

/**
 * The editor's view of an sdk widget definition: its flags, and a new item's body (the
 * schema's defaults, stamped with the body version the widget writes).
 */
export const fromWidgetDefinition = (widget: WidgetDefinition): EditorItemType => ({
  type: widget.type,
  movable: widget.movable,
  resizable: widget.resizable,
  handles: widget.handles,
  defaultBody: () => defaultBodyOf(widget),
});
