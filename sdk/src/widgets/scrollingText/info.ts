import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { SCROLLING_TEXT_WIDGET_TYPE, scrollingTextBodySchema } from './model.js';

/** A line of text, or a feed's titles, moving right to left. */
export const scrollingTextWidgetInfo: WidgetInfo = {
  type: SCROLLING_TEXT_WIDGET_TYPE,
  label: 'Scrolling text',
  colour: '#8e44ad',
  body: scrollingTextBodySchema,
  version: 1,
  migrations: [],
  // It scrolls for as long as its item; it has no length of its own.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
