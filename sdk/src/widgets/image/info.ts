import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { IMAGE_WIDGET_TYPE, imageBodySchema } from './model.js';

export const imageWidgetInfo: WidgetInfo = {
  type: IMAGE_WIDGET_TYPE,
  label: 'Image',
  colour: '#2e86de',
  body: imageBodySchema,
  version: 1,
  migrations: [],
  // An image has no length of its own: it shows for as long as its item.
  fillsScreen: true,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
