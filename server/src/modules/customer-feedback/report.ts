import {
  dateMessage,
  FEEDBACK_MAX_SCORE,
  feedbackScoreLabel,
  isCalendarDate,
  PERMISSIONS,
} from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import {
  DEFAULT_ANSWER_LIST,
  DEFAULT_REPORT_DAYS,
  MAX_ANSWER_LIST,
  MAX_CSV_ROWS,
  MAX_REPORT_DAYS,
} from './limits.js';
import { countsBy, deviceNames, listAnswers, type AnswerFilter, type CountRow } from './repo.js';

export interface FeedbackQuery {
  from?: string | null;
  to?: string | null;
  deviceId?: string | null;
  limit?: number | null;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period asked for, checked: real days, from before to, at most MAX_REPORT_DAYS long. */
export function periodOf(q: FeedbackQuery, now: Date): { from: string; to: string } {
  for (const key of ['from', 'to'] as const) {
    const value = q[key];
    if (!value || isCalendarDate(value)) continue;
    const message = dateMessage(value);
    throw badUserInput(`${key}: ${message}`, [{ path: key, message }]);
  }
  // An empty day is a field left blank: the default period, as when it is not sent.
  const to = q.to || isoDay(now.getTime());
  const from = q.from || isoDay(Date.parse(to) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  if (from > to) {
    const message = 'The first day must not be after the last day';
    throw badUserInput(message, [{ path: 'from', message }]);
  }
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) {
    const message = `Choose at most ${MAX_REPORT_DAYS} days`;
    throw badUserInput(message, [{ path: 'from', message }]);
  }
  return { from, to };
}

function limitOf(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_ANSWER_LIST;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ANSWER_LIST) {
    const message = `Ask for 1 to ${MAX_ANSWER_LIST} answers`;
    throw badUserInput(message, [{ path: 'limit', message }]);
  }
  return limit;
}

/** Counts by key and score, as groups with their average and the count of each score. */
function groupsOf(rows: CountRow[], labelOf: (key: string) => string) {
  const groups = new Map<string, number[]>();
  for (const r of rows) {
    const counts = groups.get(r.key) ?? new Array<number>(FEEDBACK_MAX_SCORE).fill(0);
    counts[r.score - 1] = (counts[r.score - 1] ?? 0) + r.answers;
    groups.set(r.key, counts);
  }
  return [...groups].map(([key, scoreCounts]) => {
    const answers = scoreCounts.reduce((n, c) => n + c, 0);
    const sum = scoreCounts.reduce((n, c, i) => n + c * (i + 1), 0);
    return {
      key,
      label: labelOf(key),
      answers,
      averageScore: answers ? Math.round((sum / answers) * 100) / 100 : 0,
      scoreCounts,
    };
  });
}

/**
 * The account's feedback answers over a period (by default the last 30 days): the newest
 * answers, and every answer counted by question, by screen and by day. Needs customer feedback
 * read permission; answers of every screen of the account, whatever space it is in.
 */
export async function customerFeedbackReport(app: AppServices, scope: Scope, q: FeedbackQuery) {
  assertPermission(scope, PERMISSIONS.integrations.customerFeedbackRead);
  const period = periodOf(q, app.clock.now());
  const limit = limitOf(q.limit);
  const filter: AnswerFilter = { accountId: scope.accountId, ...period, deviceId: q.deviceId };
  const [answers, questions, screens, days] = await Promise.all([
    listAnswers(app.db, filter, limit),
    countsBy(app.db, filter, 'question'),
    countsBy(app.db, filter, 'device_id'),
    countsBy(app.db, filter, 'day'),
  ]);
  const names = await deviceNames(app.db, scope.accountId, [...new Set(screens.map((s) => s.key))]);
  const byQuestion = groupsOf(questions, (key) => key).sort((a, b) => b.answers - a.answers);
  const byScreen = groupsOf(screens, (key) => names.get(key) ?? 'Removed screen').sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const byDay = groupsOf(days, (key) => key).sort((a, b) => a.key.localeCompare(b.key));
  const total = byDay.reduce((n, d) => n + d.answers, 0);
  const sum = byDay.reduce((n, d) => n + d.averageScore * d.answers, 0);
  const search = new URLSearchParams(period);
  if (q.deviceId) search.set('deviceId', q.deviceId);
  return {
    total,
    averageScore: total ? Math.round((sum / total) * 100) / 100 : null,
    answers,
    byQuestion,
    byScreen,
    byDay,
    csvPath: `/api/customer-feedback.csv?${search.toString()}`,
  };
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so spreadsheets never run it as a formula. */
function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every answer of the period, newest first, as CSV (at most MAX_CSV_ROWS, then a note). */
export async function customerFeedbackCsv(app: AppServices, scope: Scope, q: FeedbackQuery) {
  assertPermission(scope, PERMISSIONS.integrations.customerFeedbackRead);
  const period = periodOf(q, app.clock.now());
  const filter: AnswerFilter = { accountId: scope.accountId, ...period, deviceId: q.deviceId };
  const rows = await listAnswers(app.db, filter, MAX_CSV_ROWS + 1);
  const lines: (string | number)[][] = [
    ['answeredAt', 'day', 'screen', 'question', 'score', 'answer', 'channel'],
  ];
  for (const r of rows.slice(0, MAX_CSV_ROWS))
    lines.push([
      r.answeredAt,
      r.day,
      r.deviceName ?? 'Removed screen',
      r.question,
      r.score,
      feedbackScoreLabel(r.score),
      r.channel,
    ]);
  if (rows.length > MAX_CSV_ROWS)
    lines.push([`More than ${MAX_CSV_ROWS} answers: choose a shorter period for the rest`]);
  return { period, csv: lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n' };
}
