// The bounds of emergency broadcasts; graphql/input-limits.ts refuses more than MAX_TARGET_GROUPS
// groups in one first.

/**
 * Broadcasts one account may have unfinished (on air or set for a later start) at once. An
 * emergency is one broadcast; a drill or a day of timed notices a handful. 20 is well past what
 * an operator keeps set, and it bounds the work each of them costs on every read: every screen's
 * content check walks the account's unfinished broadcasts, and each list of them counts every
 * one's screens. Without it, 200 parallel starts all succeeded.
 */
export const MAX_UNFINISHED_BROADCASTS = 20;

/**
 * Broadcasts whose reach one statement counts. Each names up to 100 groups twice (its screens,
 * and the screens among those that acknowledged it): 50 stay far under SQLite's and PostgreSQL's
 * parameter limits, and a list of the account's broadcasts (at most MAX_UNFINISHED_BROADCASTS)
 * is one statement.
 */
export const REACH_BATCH = 50;
