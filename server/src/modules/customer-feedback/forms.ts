import {
  CUSTOMER_FEEDBACK_WIDGET_TYPE,
  FEEDBACK_DEFAULT_QUESTION,
  FEEDBACK_MAX_SCORE,
  FEEDBACK_MIN_SCORE,
  FEEDBACK_QUESTION_MAX_LENGTH,
} from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import { sha256Hex, uuidv7 } from '../../ids.js';
import { findDevice, type DeviceRow } from '../devices/repo.js';
import { findScenesByIds } from '../scenes/repo.js';
import { answerRow, type AnsweringDevice } from './ingest.js';
import { ANSWERS_PER_ADDRESS, ANSWERS_PER_PHONE, PHONE_ANSWERS_PER_SCREEN } from './limits.js';
import { answerExists, findFormByTokenHash, insertAnswers, upsertForm } from './repo.js';
import type { CustomerFeedbackFormsTable } from './tables.js';
import { FORM_PATH_PREFIX, formToken, isFormToken } from './token.js';

/** What the form asks: the item's question as it is now, and how it lets people answer. */
export interface FeedbackItem {
  question: string;
  answerStyle: 'smileys' | 'scale';
}

/** The feedback item `itemId` of a scene document, or null when the scene has none by that id. */
function feedbackItemOf(document: Record<string, unknown>, itemId: string): FeedbackItem | null {
  const items = Array.isArray(document.sceneItems) ? (document.sceneItems as unknown[]) : [];
  for (const entry of items) {
    const sceneItem = entry as { _id?: unknown; item?: { type?: unknown; body?: unknown } };
    if (sceneItem._id !== itemId || sceneItem.item?.type !== CUSTOMER_FEEDBACK_WIDGET_TYPE)
      continue;
    const body = (sceneItem.item.body ?? {}) as { question?: unknown; answerStyle?: unknown };
    const question =
      typeof body.question === 'string' && body.question.trim() !== ''
        ? body.question.slice(0, FEEDBACK_QUESTION_MAX_LENGTH)
        : FEEDBACK_DEFAULT_QUESTION;
    return { question, answerStyle: body.answerStyle === 'scale' ? 'scale' : 'smileys' };
  }
  return null;
}

async function itemOf(app: AppServices, accountId: string, sceneId: string, itemId: string) {
  const [scene] = await findScenesByIds(app.db, accountId, null, [sceneId]);
  return scene ? feedbackItemOf(scene.document, itemId) : null;
}

/**
 * The public form's address for one of the screen's feedback items. Only a feedback item of a
 * scene of the screen's own account has one; the token is the same at every call.
 */
export async function formLink(
  app: AppServices,
  device: AnsweringDevice,
  sceneId: string,
  itemId: string,
) {
  if (!(await itemOf(app, device.accountId, sceneId, itemId))) throw notFound('Feedback item');
  const token = formToken(app.config.secret, device.id, sceneId, itemId);
  await upsertForm(app.db, {
    id: uuidv7(app.clock.now().getTime()),
    account_id: device.accountId,
    device_id: device.id,
    scene_id: sceneId,
    item_id: itemId,
    token_hash: sha256Hex(token),
    created_at: app.clock.now().toISOString(),
  });
  return { path: `${FORM_PATH_PREFIX}${token}` };
}

export interface OpenForm {
  form: CustomerFeedbackFormsTable;
  device: DeviceRow;
  item: FeedbackItem;
}

/** What a token opens: its form, screen and item; null when any of them is gone (or never was). */
export async function openForm(app: AppServices, token: string): Promise<OpenForm | null> {
  if (!isFormToken(token)) return null;
  const form = await findFormByTokenHash(app.db, sha256Hex(token));
  if (!form) return null;
  const device = await findDevice(app.db, form.account_id, form.device_id);
  if (!device) return null;
  const item = await itemOf(app, form.account_id, form.scene_id, form.item_id);
  return item ? { form, device, item } : null;
}

/** Who answers on a phone: the form's cookie when the phone keeps it, and its address. */
export interface Phone {
  cookieId: string | null;
  address: string;
}

export type PhoneAnswerResult = 'stored' | 'already-stored' | 'rate-limited' | 'gone';

/** A score 1–5 from the form's text, or null. */
export function scoreOf(text: string | null): number | null {
  if (text === null || !/^[0-9]$/.test(text)) return null;
  const score = Number(text);
  return score >= FEEDBACK_MIN_SCORE && score <= FEEDBACK_MAX_SCORE ? score : null;
}

/**
 * Stores a phone's answer once per form nonce (a double tap or a resubmitted page stores it
 * once and thanks again). Each new answer is counted against the phone, its address and the
 * screen before it is stored, atomically, so parallel posts cannot pass a limit.
 */
export async function recordPhoneAnswer(
  app: AppServices,
  token: string,
  answer: { score: number; nonce: string },
  phone: Phone,
): Promise<PhoneAnswerResult> {
  const open = await openForm(app, token);
  if (!open) return 'gone';
  const { form, device, item } = open;
  const answerKey = `phone:${answer.nonce}`;
  if (await answerExists(app.db, device.id, answerKey)) return 'already-stored';
  const now = app.clock.now();
  const limits = app.rateLimits;
  const phoneSubject = phone.cookieId ? `cookie:${phone.cookieId}` : `address:${phone.address}`;
  if (
    !(await limits.take(ANSWERS_PER_PHONE, phoneSubject, now)) ||
    !(await limits.take(ANSWERS_PER_ADDRESS, phone.address, now)) ||
    !(await limits.take(PHONE_ANSWERS_PER_SCREEN, device.id, now))
  )
    return 'rate-limited';
  const row = answerRow(app, device, {
    sceneId: form.scene_id,
    itemId: form.item_id,
    question: item.question,
    score: answer.score,
    answeredAt: now.toISOString(),
    channel: 'phone',
    answerKey,
  });
  const stored = await insertAnswers(app.db, [row]);
  return stored.size > 0 ? 'stored' : 'already-stored';
}
