import type { WidgetInfo } from '../../render/widgetDefinition.js';

/**
 * A board of the family as an item type, its renderer aside: what the variant states (type,
 * label, colour, body), and the family's rules for the rest. A board shows for as long as its
 * item (it has no length of its own), its body is at version 1, and it is placed full screen and
 * neither moved nor resized unless the variant says otherwise.
 */
export const boardWidget = (
  variant: Pick<WidgetInfo, 'type' | 'label' | 'colour' | 'body'> & Partial<WidgetInfo>,
): WidgetInfo => ({
  version: 1,
  migrations: [],
  fillsScreen: false,
  movable: false,
  resizable: false,
  handles: [],
  ...variant,
});
