import { readWidgetBody } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useMemo } from 'react';
import { editorFor, type EditorFile } from '../../../widgets';
import { findItem, type SceneEditor } from '../editor';
import type { AspectId } from './aspect';
import { ItemProperties } from './ItemProperties';
import { ItemToolbar } from './ItemToolbar';
import type { PositionUnit } from './positionUnits';
import { colourOf, labelOf, WIDGET_CATALOG } from './sceneWidgets';
import type { useItemCreation } from './useItemCreation';

interface Props {
  editor: SceneEditor;
  document: Scene;
  selection: readonly string[];
  files: ReadonlyMap<string, EditorFile>;
  creation: ReturnType<typeof useItemCreation>;
  aspect: AspectId;
  positionUnit: PositionUnit;
  onPositionUnitChange: (unit: PositionUnit) => void;
  /** Asks before the selection is removed. */
  onRemove: () => void;
}

/**
 * Beside the canvas: the selection's floating toolbar (its type's groups for one item, the
 * shared tools for several) and the selected item's properties.
 */
export function SelectionPanel({
  editor,
  document,
  selection,
  files,
  creation,
  aspect,
  positionUnit,
  onPositionUnitChange,
  onRemove,
}: Props) {
  const actor = editor.editor;
  const single = selection.length === 1 ? findItem(document, selection[0] ?? '') : undefined;
  const toolbar = useMemo(() => {
    if (!single) return null;
    const widget = WIDGET_CATALOG.get(single.item.type);
    return {
      groups: editorFor(single.item.type)?.toolbarGroups ?? [],
      body: widget ? readWidgetBody(widget, single.item.body) : (single.item.body ?? {}),
    };
  }, [single]);

  return (
    <>
      {selection.length > 0 && (
        <ItemToolbar
          key={selection.join(' ')}
          title={single ? labelOf(single.item.type) : `${selection.length} items`}
          colour={single ? colourOf(single.item.type) : undefined}
          groups={toolbar?.groups ?? []}
          groupProps={
            single && toolbar
              ? {
                  sceneItem: single,
                  scene: document,
                  body: toolbar.body,
                  file: single.item.fileId ? files.get(single.item.fileId) : undefined,
                  onChange: (change) => creation.changeContent(single._id, change),
                  pickFile: creation.pickFile,
                }
              : undefined
          }
          tools={{
            raise: () => actor.send({ type: 'SWAP_UP' }),
            lower: () => actor.send({ type: 'SWAP_DOWN' }),
            duplicate: () => actor.send({ type: 'DUPLICATE' }),
            remove: onRemove,
          }}
        />
      )}
      <ItemProperties
        item={single ?? null}
        selectedCount={selection.length}
        aspect={aspect}
        unit={positionUnit}
        onUnitChange={onPositionUnitChange}
        onChange={(id, patch) => actor.send({ type: 'UPDATE', id, patch })}
      />
    </>
  );
}
