import { defaultWidgets, widgetCatalog } from '@marquee/sdk';
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
