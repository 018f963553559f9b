import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { customerFeedbackWidgetInfo } from './info.js';
import { CustomerFeedbackWidget } from './render.js';

export * from './model.js';
export { CustomerFeedbackWidget } from './render.js';
export { feedbackOutboxFor, keepTouchAnswer, type FeedbackOutbox } from './answers.js';

export const customerFeedbackWidget: WidgetDefinition = {
  ...customerFeedbackWidgetInfo,
  Render: CustomerFeedbackWidget,
};
