import type { WidgetDefinition } from '../../render/widgetDefinition.js';

/**
 * A board of the family as an item type: what the variant states (type, label, colour, body,
 * renderer), and the family's rules for the rest. A board shows for as long as its item (it has
 * no length of its own), its body is at version 1, and it is placed full screen and neither
 * moved nor resized unless the variant says otherwise.
 */
export const boardWidget = (
  variant: Pick<WidgetDefinition, 'type' | 'label' | 'colour' | 'body' | 'Render'> &
    Partial<WidgetDefinition>,
): WidgetDefinition => ({
  version: 1,
  migrations: [],
  fillsScreen: false,
  movable: false,
  resizable: false,
  handles: [],
  ...variant,
});
