import { FEEDBACK_MAX_BATCH, feedbackAnswerSchema, type FeedbackAnswer } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { uuidv7 } from '../../ids.js';
import { insertAnswers } from './repo.js';
import type { CustomerFeedbackAnswersTable } from './tables.js';

/** YYYY-MM-DD of an instant in an IANA zone (UTC when none or unknown). */
export function dayIn(instant: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** The screen that sends answers, as its device token authenticated it for this request. */
export interface AnsweringDevice {
  id: string;
  accountId: string;
  timeZone: string | null;
}

/**
 * An answer's row. A touch given while the screen's clock was wrong, or a replay from far in the
 * future, is dated when it arrives: an answer never lands on a day that has not come yet.
 */
export function answerRow(
  app: AppServices,
  device: AnsweringDevice,
  a: Omit<FeedbackAnswer, 'id'> & { channel: 'touch' | 'phone'; answerKey: string },
): CustomerFeedbackAnswersTable {
  const now = app.clock.now();
  const answered = new Date(a.answeredAt);
  const at = answered.getTime() > now.getTime() ? now : answered;
  return {
    id: uuidv7(now.getTime()),
    account_id: device.accountId,
    device_id: device.id,
    scene_id: a.sceneId,
    item_id: a.itemId,
    question: a.question,
    score: a.score,
    channel: a.channel,
    answer_key: a.answerKey,
    answered_at: at.toISOString(),
    day: dayIn(at, device.timeZone),
    received_at: now.toISOString(),
  };
}

/**
 * Stores a screen's touch answers, each id once however often it is sent, and acknowledges
 * every id of the batch that is stored (new or earlier), so the outbox can drop them.
 */
export async function recordTouchAnswers(
  app: AppServices,
  device: AnsweringDevice,
  answers: readonly unknown[],
) {
  const tooMany = `At most ${FEEDBACK_MAX_BATCH} answers per batch`;
  if (answers.length > FEEDBACK_MAX_BATCH)
    throw badUserInput(tooMany, [{ path: 'answers', message: tooMany }]);
  const parsed = answers.map((a, i) => {
    const result = feedbackAnswerSchema.safeParse(a);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const path = ['answers', i, ...(issue?.path ?? [])].map(String).join('.');
    const message = issue?.message ?? 'Invalid answer';
    throw badUserInput(message, [{ path, message }]);
  });
  // Duplicates inside one batch count once too.
  const unique = [...new Map(parsed.map((a) => [a.id, a])).values()];
  const rows = unique.map((a) =>
    answerRow(app, device, { ...a, channel: 'touch', answerKey: `touch:${a.id}` }),
  );
  const stored = await insertAnswers(app.db, rows);
  return {
    accepted: stored.size,
    duplicates: unique.length - stored.size,
    acknowledgedIds: unique.map((a) => a.id),
  };
}
