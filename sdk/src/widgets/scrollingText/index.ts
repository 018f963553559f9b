import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { SCROLLING_TEXT_WIDGET_TYPE, scrollingTextBodySchema } from './model.js';
import { ScrollingTextWidget } from './render.js';

export * from './model.js';
export { ScrollingTextWidget } from './render.js';

/** A line of text, or a feed's titles, moving right to left. */
export const scrollingTextWidget: WidgetDefinition = {
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
  Render: ScrollingTextWidget,
};
