import { z } from 'zod';
import { lazySchema } from './lazySchema.js';

/** The scene item type of a customer feedback question (a smiley or 1–5 scale, and a QR code). */
export const CUSTOMER_FEEDBACK_WIDGET_TYPE = 'customer_feedback';

/** The question of a new item, and of one whose body names none. */
export const FEEDBACK_DEFAULT_QUESTION = 'How was your visit today?';

/** Every answer is a score from 1 (worst) to 5 (best), whether given as a smiley or a number. */
export const FEEDBACK_MIN_SCORE = 1;
export const FEEDBACK_MAX_SCORE = 5;
/** The longest question an item asks; the editor, the player and the server hold to it. */
export const FEEDBACK_QUESTION_MAX_LENGTH = 200;
/** The longest short text of the item (the QR prompt, the thank-you line). */
export const FEEDBACK_SHORT_TEXT_MAX_LENGTH = 80;
/** Touch answers per request from a screen's outbox; a screen offline for a day sends pages. */
export const FEEDBACK_MAX_BATCH = 100;

/** What a person reads beside each score, from 1 to 5 (the smileys' accessible names too). */
export const FEEDBACK_SCORE_LABELS = [
  'Very unhappy',
  'Unhappy',
  'Neutral',
  'Happy',
  'Very happy',
] as const;

/** The label of a score 1–5. */
export const feedbackScoreLabel = (score: number): string =>
  FEEDBACK_SCORE_LABELS[Math.min(FEEDBACK_MAX_SCORE, Math.max(FEEDBACK_MIN_SCORE, score)) - 1]!;

/**
 * One answer a visitor gave by touching the screen, as the player's outbox keeps and sends it.
 * The id is the player's own, so a batch resent after a lost answer is stored once; the question
 * is the text the visitor saw, so a later edit of the item does not rewrite what was answered.
 */
export const feedbackAnswerSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(64),
    sceneId: z.string().min(1).max(64),
    itemId: z.string().min(1).max(64),
    question: z.string().max(FEEDBACK_QUESTION_MAX_LENGTH),
    score: z.number().int().min(FEEDBACK_MIN_SCORE).max(FEEDBACK_MAX_SCORE),
    answeredAt: z.iso.datetime({ offset: true }),
  }),
);
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
