import type { RateLimit } from '../../rate-limits.js';

const MINUTE = 60_000;

/**
 * Phone answers per screen: a queue of visitors at one screen answers a few a minute; more
 * than this is a script, and it must not drown the screen's real answers.
 */
export const PHONE_ANSWERS_PER_SCREEN: RateLimit = {
  name: 'feedback-screen',
  limit: 20,
  windowMs: MINUTE,
};

/**
 * Answers per phone (the form's cookie): a visitor answers once, maybe changes their mind, and
 * may pass two or three screens; five in ten minutes leaves room for that and no more.
 */
export const ANSWERS_PER_PHONE: RateLimit = {
  name: 'feedback-phone',
  limit: 5,
  windowMs: 10 * MINUTE,
};

/**
 * Answers per address, for a phone that drops its cookie to answer again. Generous, since a
 * venue's guest Wi-Fi puts many phones behind one address.
 */
export const ANSWERS_PER_ADDRESS: RateLimit = {
  name: 'feedback-address',
  limit: 60,
  windowMs: 10 * MINUTE,
};

/** Form pages per address: opening a form costs a lookup, and tokens must not be guessed fast. */
export const FORM_PAGES_PER_ADDRESS: RateLimit = {
  name: 'feedback-form-address',
  limit: 120,
  windowMs: MINUTE,
};

/** The largest form post read; a real one is under 100 bytes. Bigger bodies are refused unread. */
export const MAX_FORM_BODY_BYTES = 2_048;

/** Answers one report lists (the charts and the CSV count them all). */
export const DEFAULT_ANSWER_LIST = 100;
export const MAX_ANSWER_LIST = 500;
/** The longest period one report or CSV covers. */
export const MAX_REPORT_DAYS = 366;
/** Days a report covers when it names no start. */
export const DEFAULT_REPORT_DAYS = 30;
/** Rows one CSV export carries at most; its last line says when more were left out. */
export const MAX_CSV_ROWS = 100_000;
