import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, type RefObject } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { SortableArea } from '../../kit/SortableList';
import { useItemFiles } from './itemMedia';
import { PlaylistItemRow } from './PlaylistItemRow';
import { moveItem, rowName, type EditorItem } from './playlistEditing';
import { useReferencedScenes } from './useReferencedScenes';

const useStyles = makeStyles({
  items: {
    display: 'flex',
    flexDirection: 'column',
    margin: `${tokens.spacingVerticalM} 0`,
    flex: '1 1 560px',
    minWidth: 0,
  },
});

/**
 * Where focus goes once a removed row has left the list: the next row, else the previous one,
 * else the Add media button, so it never falls back to the page body.
 */
export function useFocusAfterRemove(items: readonly EditorItem[]) {
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ removed: string; next: string | null } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || items.some((i) => i._id === wanted.removed)) return;
    pending.current = null;
    const rowEl = [...(list.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [])].find(
      (el) => el.dataset.itemId === wanted.next,
    );
    const row = rowEl?.querySelector<HTMLElement>('[data-row-start]');
    (row ?? addButton.current)?.focus();
  }, [items]);
  const removing = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    pending.current = { removed: items[index]!._id, next: next?._id ?? null };
  };
  return { list, addButton, removing };
}

interface Props {
  items: EditorItem[];
  zones: number;
  /** The rows' container, where the focus finds the row after a removed one. */
  listRef: RefObject<HTMLDivElement | null>;
  /** Called just before a row is removed (see useFocusAfterRemove). */
  onRemoving: (index: number) => void;
  /** Saves the items in their new order or with their changes. */
  onItemsChange: (items: EditorItem[]) => void;
}

/**
 * The playlist's items in order, each a row; reordered by dragging (with the pointer or from the
 * keyboard, see SortableArea) or with Move up and down.
 */
export function PlaylistItemList({ items, zones, listRef, onRemoving, onItemsChange }: Props) {
  const styles = useStyles();
  const referenceOf = useReferencedScenes(items);
  const files = useItemFiles(items);
  const confirm = useConfirm();
  const names = items.map((i) => rowName(i, referenceOf(i)));
  // Every change is saved at once, so a removal is asked first rather than lost to one click.
  const askToRemove = (index: number) =>
    confirm.ask({
      detail: `${names[index]} will be removed from this playlist.`,
      confirmLabel: 'Remove',
      onConfirm: () => {
        onRemoving(index);
        onItemsChange(items.filter((_, k) => k !== index));
      },
    });
  return (
    <SortableArea
      ids={items.map((i) => i._id)}
      names={names}
      onMove={(from, to) => onItemsChange(moveItem(items, from, to))}
    >
      <div className={styles.items} ref={listRef}>
        {items.map((item, index) => (
          <PlaylistItemRow
            key={item._id}
            item={item}
            reference={referenceOf(item)}
            files={files}
            index={index}
            count={items.length}
            zones={zones}
            onChange={(next) => onItemsChange(items.map((i, k) => (k === index ? next : i)))}
            onMove={(to) => onItemsChange(moveItem(items, index, to))}
            onRemove={() => askToRemove(index)}
          />
        ))}
      </div>
      {confirm.dialog}
    </SortableArea>
  );
}
