import type { Db } from '../../db/connect.js';
import type { CustomerFeedbackAnswersTable, CustomerFeedbackFormsTable } from './tables.js';

// Every query is narrowed to an account, except the form lookup by token hash: the token is the
// credential of the public form, and the row it finds names its account.

/** Makes the form of a screen's item once; returns the stored row (new or earlier). */
export async function upsertForm(db: Db, form: CustomerFeedbackFormsTable) {
  await db
    .insertInto('customer_feedback_forms')
    .values(form)
    .onConflict((oc) => oc.columns(['device_id', 'scene_id', 'item_id']).doNothing())
    .execute();
}

export const findFormByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('customer_feedback_forms')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Stores answers; the unique (device_id, answer_key) index decides what is new, so a resent
 * batch, or two copies racing, store each answer once. Returns the keys that were new.
 */
export async function insertAnswers(
  db: Db,
  rows: CustomerFeedbackAnswersTable[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insertInto('customer_feedback_answers')
    .values(rows)
    .onConflict((oc) => oc.columns(['device_id', 'answer_key']).doNothing())
    .returning('answer_key')
    .execute();
  return new Set(inserted.map((r) => r.answer_key));
}

export async function answerExists(db: Db, deviceId: string, answerKey: string) {
  const row = await db
    .selectFrom('customer_feedback_answers')
    .select('id')
    .where('device_id', '=', deviceId)
    .where('answer_key', '=', answerKey)
    .executeTakeFirst();
  return row !== undefined;
}

export interface AnswerFilter {
  accountId: string;
  from: string;
  to: string;
  deviceId?: string | null;
}

function answersOf(db: Db, f: AnswerFilter) {
  let query = db
    .selectFrom('customer_feedback_answers as a')
    .where('a.account_id', '=', f.accountId)
    .where('a.day', '>=', f.from)
    .where('a.day', '<=', f.to);
  if (f.deviceId) query = query.where('a.device_id', '=', f.deviceId);
  return query;
}

export interface AnswerRow {
  id: string;
  deviceId: string;
  deviceName: string | null;
  sceneId: string;
  itemId: string;
  question: string;
  score: number;
  channel: 'touch' | 'phone';
  answeredAt: string;
  day: string;
}

/** Answers of the period, newest first, with their screen's name (null once it is removed). */
export async function listAnswers(db: Db, f: AnswerFilter, limit: number): Promise<AnswerRow[]> {
  const rows = await answersOf(db, f)
    .leftJoin('devices as d', (join) =>
      join.onRef('d.id', '=', 'a.device_id').onRef('d.account_id', '=', 'a.account_id'),
    )
    .select([
      'a.id as id',
      'a.device_id as deviceId',
      'd.name as deviceName',
      'a.scene_id as sceneId',
      'a.item_id as itemId',
      'a.question as question',
      'a.score as score',
      'a.channel as channel',
      'a.answered_at as answeredAt',
      'a.day as day',
    ])
    .orderBy('a.answered_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    score: Number(r.score),
    channel: r.channel === 'phone' ? 'phone' : 'touch',
    deviceName: r.deviceName ?? null,
  }));
}

export interface CountRow {
  key: string;
  score: number;
  answers: number;
}

/** Answers counted by one column and score, in one grouped query. */
export async function countsBy(
  db: Db,
  f: AnswerFilter,
  column: 'question' | 'device_id' | 'day',
): Promise<CountRow[]> {
  const rows = await answersOf(db, f)
    .select((eb) => [
      eb.ref(`a.${column}`).as('key'),
      'a.score as score',
      eb.fn.countAll<number | string>().as('answers'),
    ])
    .groupBy([`a.${column}`, 'a.score'])
    .execute();
  return rows.map((r) => ({
    key: String(r.key),
    score: Number(r.score),
    answers: Number(r.answers),
  }));
}

/** Names of the account's screens among `ids`. */
export async function deviceNames(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
