import type { UpdateContext } from '../types';

/**
 * When the length of a video or a PDF changes (another file, or a PDF's page
 * duration), the item's end becomes its start plus the new length. The length is the widget's
 * own rule (contentSeconds of the sdk definition, the one the player times scenes by). Other
 * edits (a colour) keep an end the operator set, and a length not known yet (a file still
 * processing) leaves the end where it is.
 */
export function endFollowsContent({ sceneItem, content, widget, files }: UpdateContext) {
  const lengthOf = (item: typeof content) => widget.contentSeconds?.({ ...sceneItem, item }, files);
  const before = lengthOf(sceneItem.item);
  const after = lengthOf(content);
  if (after === undefined || !(after > 0) || after === before) return { item: content };
  return { item: content, end: Math.round((sceneItem.start + after) * 100) / 100 };
}
