import type { WidgetInfo } from '../../render/widgetDefinition.js';
import { TEXT_WIDGET_TYPE, textBodySchema } from './model.js';

export const textWidgetInfo: WidgetInfo = {
  type: TEXT_WIDGET_TYPE,
  label: 'Text',
  colour: '#16a085',
  body: textBodySchema,
  version: 1,
  migrations: [],
  // Text has no length of its own: it shows for as long as its item.
  fillsScreen: false,
  // Text items are not movable or resizable: a text item keeps the box it is created with (or
  // typed into the geometry fields' disabled state), and its text is edited in the toolbar, not dragged.
  movable: false,
  resizable: false,
  handles: [],
};
