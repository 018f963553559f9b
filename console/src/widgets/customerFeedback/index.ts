import { CUSTOMER_FEEDBACK_WIDGET_TYPE } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { feedbackColoursGroup, feedbackPhoneGroup, feedbackQuestionGroup } from './FeedbackGroups';

/**
 * A new feedback item asks the default question with five smileys and a QR code; its answers
 * appear under Integrations, Customer feedback.
 */
export const customerFeedbackEditor: WidgetEditor = {
  type: CUSTOMER_FEEDBACK_WIDGET_TYPE,
  toolbarGroups: [feedbackQuestionGroup, feedbackPhoneGroup, feedbackColoursGroup],
};
