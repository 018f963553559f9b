import { readWidgetBody, type FileFactsLookup } from '@marquee/sdk';
import type { SceneItem } from '@marquee/sdk/model';
import { editorFor, type ItemContentChange } from '../../../widgets';
import type { ItemPatch } from '../editor';
import { WIDGET_CATALOG } from './sceneWidgets';

const withoutUndefined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/**
 * The item patch a widget editor's change makes: the body merged over the current one (read
 * through the widget, so it is migrated and stamped with the widget's version; a field set to
 * undefined is removed), a new file replacing the old reference, then the type's own update
 * rule (e.g. a video's end follows its file); a box places the item (e.g. full screen).
 */
export function contentPatch(
  sceneItem: SceneItem,
  change: ItemContentChange,
  files: FileFactsLookup,
): ItemPatch {
  const { type } = sceneItem.item;
  const widget = WIDGET_CATALOG.get(type);
  let content: SceneItem['item'] = { ...sceneItem.item };
  if (change.body) {
    const current = widget
      ? readWidgetBody(widget, sceneItem.item.body)
      : (sceneItem.item.body ?? {});
    content.body = withoutUndefined({ ...current, ...change.body });
  }
  if (change.fileId !== undefined) {
    // A new file replaces every older way of naming one (an embedded file, a list of ids).
    const { file: _file, fileIds: _fileIds, ...rest } = content;
    content = { ...rest, fileId: change.fileId };
  }
  const update = editorFor(type)?.update;
  const patch =
    widget && update ? update({ sceneItem, content, widget, files }) : { item: content };
  return change.box ? { ...patch, ...change.box } : patch;
}
