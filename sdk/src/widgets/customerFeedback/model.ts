import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import {
  CUSTOMER_FEEDBACK_WIDGET_TYPE,
  FEEDBACK_DEFAULT_QUESTION,
  FEEDBACK_QUESTION_MAX_LENGTH,
  FEEDBACK_SHORT_TEXT_MAX_LENGTH,
} from '../../model/customerFeedback.js';

export { CUSTOMER_FEEDBACK_WIDGET_TYPE };

/** How the visitor answers: five smileys or the numbers 1 to 5 (both store a score 1–5). */
export const FEEDBACK_ANSWER_STYLES = ['smileys', 'scale'] as const;
export type FeedbackAnswerStyle = (typeof FEEDBACK_ANSWER_STYLES)[number];

export const FEEDBACK_DEFAULTS = {
  question: FEEDBACK_DEFAULT_QUESTION,
  qrPrompt: 'Or answer on your phone',
  thankYouText: 'Thank you for your feedback!',
} as const;

/**
 * How long the thank-you shows after a touch. Touches meanwhile are not answers: one visitor's
 * double tap, or a child drumming on the screen, counts once per THANK_YOU_MS at most.
 */
export const FEEDBACK_THANK_YOU_MS = 3_000;

/** Local state key of the screen's feedback answers not yet acknowledged by the server. */
export const FEEDBACK_OUTBOX_KEY = 'marquee.feedback-outbox';

const clippedText = (max: number, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text) => text.slice(0, max));

export const customerFeedbackBodySchema = lazySchema(() =>
  z.looseObject({
    question: clippedText(FEEDBACK_QUESTION_MAX_LENGTH, FEEDBACK_DEFAULTS.question),
    answerStyle: z.enum(FEEDBACK_ANSWER_STYLES).catch('smileys').default('smileys'),
    /** A QR code beside the answers opens the same question as a short form on a phone. */
    showQrCode: z.boolean().catch(true).default(true),
    qrPrompt: clippedText(FEEDBACK_SHORT_TEXT_MAX_LENGTH, FEEDBACK_DEFAULTS.qrPrompt),
    thankYouText: clippedText(FEEDBACK_SHORT_TEXT_MAX_LENGTH, FEEDBACK_DEFAULTS.thankYouText),
    textColor: z.string().default('#1f2937'),
    backgroundColor: z.string().default('#ffffff'),
  }),
);
export type CustomerFeedbackBody = z.infer<typeof customerFeedbackBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the question. */
export function readCustomerFeedbackBody(body: unknown): CustomerFeedbackBody {
  const parsed = customerFeedbackBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : customerFeedbackBodySchema.parse({});
}
