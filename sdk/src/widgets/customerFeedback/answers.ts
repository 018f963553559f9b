import type { LocalState } from '../../host/index.js';
import { feedbackAnswerSchema, type FeedbackAnswer } from '../../model/customerFeedback.js';
import { RecordCustomerFeedbackAnswersDocument } from '../../player/graphql/generated.js';
import type { ItemDataSource } from '../../player/itemData.js';
import { Outbox, type OutboxOptions } from '../../player/storage/outbox.js';
import { FEEDBACK_OUTBOX_KEY } from './model.js';

export type FeedbackOutbox = Outbox<FeedbackAnswer>;

/** Test seams: the outbox's scheduler and waits (a virtual clock in tests). */
export type FeedbackOutboxTiming = Pick<
  OutboxOptions<FeedbackAnswer>,
  'scheduler' | 'batchDelayMs' | 'retry'
>;

// One outbox per store: every feedback item of a screen (and both layers of a scene while one
// preloads) adds to the same list, so no two outboxes rewrite each other's pages.
const opened = new WeakMap<LocalState, Promise<FeedbackOutbox>>();

/**
 * The screen's outbox of touch answers, the proof-of-play outbox's mechanism under its own key:
 * each answer is stored before the thank-you shows, leaves in batches, and is dropped only once
 * the server acknowledged its id, so an answer given offline, or whose answer was lost, reaches
 * the server exactly once, also after a reboot. Coming back online sends at once.
 */
export function feedbackOutboxFor(
  source: ItemDataSource,
  timing: FeedbackOutboxTiming = {},
): Promise<FeedbackOutbox> {
  const existing = opened.get(source.store);
  if (existing) return existing;
  const opening = Outbox.openWith(feedbackAnswerSchema, {
    ...timing,
    state: source.store,
    key: FEEDBACK_OUTBOX_KEY,
    deliver: async (answers) => {
      const result = await source.request(RecordCustomerFeedbackAnswersDocument, { answers });
      return { acknowledgedIds: result.recordCustomerFeedbackAnswers.acknowledgedIds };
    },
    onDeliveryError: (error, failures) => {
      if (failures === 1) console.warn('Feedback answers wait to be sent', error);
    },
  }).then((outbox) => {
    if (typeof window !== 'undefined')
      window.addEventListener('online', () => void outbox.flush().catch(() => undefined));
    return outbox;
  });
  opened.set(source.store, opening);
  // A store that could not be read is tried again at the next answer.
  opening.catch(() => opened.delete(source.store));
  return opening;
}

/** Keeps a touch answer in the screen's outbox; resolves once it is stored. */
export async function keepTouchAnswer(
  source: ItemDataSource,
  answer: Omit<FeedbackAnswer, 'id'>,
): Promise<FeedbackAnswer> {
  const outbox = await feedbackOutboxFor(source);
  return outbox.add(answer);
}
