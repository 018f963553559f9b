import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { CUSTOMER_FEEDBACK_WIDGET_TYPE, customerFeedbackBodySchema } from './model.js';

export const customerFeedbackWidgetInfo: WidgetInfo = {
  type: CUSTOMER_FEEDBACK_WIDGET_TYPE,
  label: 'Customer feedback',
  colour: '#16a085',
  body: customerFeedbackBodySchema,
  version: 1,
  migrations: [],
  // A question waits for answers; it has no length of its own and never fills a playlist.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
