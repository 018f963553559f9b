import { useEffect, useRef } from 'react';

// Drag and drop of cards onto folders and breadcrumbs (a drop sets the item's parent folder)
// with pointer events: works with mouse, pen and touch alike. Drop targets carry
// data-drop-folder ("" is the root).

export interface DragItem {
  kind: 'file' | 'folder';
  id: string;
}

const THRESHOLD_PX = 6;
const ACTIVE = 'dropActive';

function targetAt(x: number, y: number): HTMLElement | null {
  const element = document.elementFromPoint(x, y);
  return element instanceof Element ? element.closest<HTMLElement>('[data-drop-folder]') : null;
}

/**
 * Returns the pointer-down handler for a draggable card. `onDrop` gets the destination folder id
 * (null for the root); dropping an item onto itself is ignored.
 */
export function useItemDrag(onDrop: (item: DragItem, folderId: string | null) => void) {
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  }, [onDrop]);
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  return (item: DragItem) => (event: React.PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    if ((event.target as Element).closest('button, a, input, [role="menuitem"]')) return;
    const source = event.currentTarget;
    const startX = event.clientX;
    const startY = event.clientY;
    let dragging = false;
    let over: HTMLElement | null = null;

    const setOver = (next: HTMLElement | null) => {
      if (over === next) return;
      if (over) delete over.dataset[ACTIVE];
      over = next;
      if (over) over.dataset[ACTIVE] = 'true';
    };
    const move = (e: PointerEvent) => {
      if (!dragging && Math.hypot(e.clientX - startX, e.clientY - startY) < THRESHOLD_PX) return;
      if (!dragging) {
        dragging = true;
        source.dataset.dragging = 'true';
      }
      e.preventDefault();
      setOver(targetAt(e.clientX, e.clientY));
    };
    const up = (e: PointerEvent) => {
      const target = dragging ? targetAt(e.clientX, e.clientY) : null;
      finish();
      if (!dragging) return;
      // The click that ends a drag must not also open the card.
      const swallow = (c: Event) => c.stopPropagation();
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      if (!target) return;
      const folderId = target.dataset.dropFolder || null;
      if (item.kind === 'folder' && folderId === item.id) return;
      onDropRef.current(item, folderId);
    };
    const finish = () => {
      setOver(null);
      delete source.dataset.dragging;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      cleanup.current = null;
    };
    cleanup.current?.();
    cleanup.current = finish;
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
}
