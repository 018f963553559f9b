import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { CANVA_WIDGET_TYPE, canvaBodySchema } from './model.js';

export const canvaWidgetInfo: WidgetInfo = {
  type: CANVA_WIDGET_TYPE,
  label: 'Canva',
  colour: '#7d2ae8',
  body: canvaBodySchema,
  version: 1,
  migrations: [],
  // A design has no length of its own: it shows for as long as its item.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
