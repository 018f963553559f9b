import {
  defaultWidgets,
  readTextBody,
  TEXT_WIDGET_TYPE,
  widgetCatalog,
  type PlayableFile,
} from '@marquee/sdk';
import type { SceneItem } from '@marquee/sdk/model';
import { fromWidgetDefinition, lookupFrom } from '../editor';

/**
 * The item types the scene editor draws and edits: the sdk's own list, the one every player
 * gets, so the canvas shows what a screen shows. Every listed type is known to the editor (its
 * flags apply to existing items) whether or not new items of it may be added.
 */
export const WIDGETS = defaultWidgets;
export const WIDGET_CATALOG = widgetCatalog(WIDGETS);
export const ITEM_TYPE_LOOKUP = lookupFrom(WIDGETS.map(fromWidgetDefinition));

/** An item of a type this console does not know keeps a neutral outline and its type name. */
const UNKNOWN_COLOUR = '#8a8886';

export const colourOf = (type: string) => WIDGET_CATALOG.get(type)?.colour ?? UNKNOWN_COLOUR;
export const labelOf = (type: string) => WIDGET_CATALOG.get(type)?.label ?? type;

/** How much of an item's content its name quotes: enough to tell items apart. */
const NAME_CONTENT_CHARS = 40;

/** Every piece of text of a text item's document, in order, one space between blocks. */
function textOf(nodes: readonly unknown[]): string {
  return nodes
    .map((node) => {
      if (typeof node !== 'object' || node === null) return '';
      if ('text' in node && typeof node.text === 'string') return node.text;
      return 'children' in node && Array.isArray(node.children) ? textOf(node.children) : '';
    })
    .join(' ');
}

/** What an item shows, in a few words: a text's text, a media item's file name. */
function contentOf(item: SceneItem, files: ReadonlyMap<string, PlayableFile>): string {
  if (item.item.type === TEXT_WIDGET_TYPE) return textOf(readTextBody(item.item.body).slateValue);
  const embedded = item.item.file ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const fileId = item.item.fileId ?? text(embedded._id) ?? item.item.fileIds?.[0];
  return (fileId && files.get(fileId)?.name) || text(embedded.name) || '';
}

/**
 * An item's name for assistive technology and the timeline: its type and what it shows, e.g.
 * "Text: Welcome" or "Video: intro.mp4"; the type alone when it shows nothing to quote.
 */
export function itemName(item: SceneItem, files: ReadonlyMap<string, PlayableFile>): string {
  const content = contentOf(item, files).replace(/\s+/g, ' ').trim();
  const label = labelOf(item.item.type);
  if (content === '') return label;
  const quoted =
    content.length > NAME_CONTENT_CHARS
      ? `${content.slice(0, NAME_CONTENT_CHARS - 1).trimEnd()}…`
      : content;
  return `${label}: ${quoted}`;
}
