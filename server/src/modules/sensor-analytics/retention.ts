import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services.js';

/**
 * Raw audience minutes are kept 35 days, then trimmed; the rollups the page reads (hours, days,
 * months) are never trimmed. Two things read raw minutes. Ingestion merges a resent or split
 * minute into its stored row, so it never counts twice: that alone needs the row only as long as
 * a player may resend it (its outbox keeps a week of minutes). Proof of play's "seen by" takes the
 * most people any minute of a play saw, at report time: 35 days keep it for last month's plays
 * when that month's report is run in the first days of the next. Ingestion accepts minutes only
 * up to a day less old (ACCEPT_PAST_DAYS), so every minute it accepts still has its stored row.
 */
export const RAW_MINUTES_RETENTION_DAYS = 35;
/** How often the trim runs; a day's minutes for 1,000 screens are 1.44M rows, so hourly batches stay small. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
/** Rows per DELETE statement: short transactions, so ingestion and other writers get in between. */
export const RETENTION_BATCH = 10_000;

type Deps = Pick<AppServices, 'db' | 'clock'>;

/**
 * Deletes one batch of an account's minutes before the cutoff, or all of them when the cutoff is
 * null (via the (account_id, minute) index).
 */
async function deleteBatch(deps: Deps, accountId: string, cutoff: number | null): Promise<number> {
  let victims = deps.db
    .selectFrom('audience_minutes')
    .select(['device_id', 'minute'])
    .where('account_id', '=', accountId)
    .limit(RETENTION_BATCH);
  if (cutoff !== null) victims = victims.where('minute', '<', cutoff);
  const result = await deps.db
    .deleteFrom('audience_minutes')
    .where(sql<boolean>`(device_id, minute) in (${victims})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The next account id (in order) that has raw minutes, read from the index, one row. */
async function nextAccount(deps: Deps, after: string | null) {
  let query = deps.db
    .selectFrom('audience_minutes')
    .select('account_id')
    .orderBy('account_id')
    .limit(1);
  if (after !== null) query = query.where('account_id', '>', after);
  return (await query.executeTakeFirst())?.account_id;
}

/**
 * Deletes raw minutes older than the retention window, account by account and batch by batch,
 * yielding to the event loop between statements. The accounts are the ones that have minutes, so
 * a deleted account's are found too; they all go at once, as no screen of it can resend any.
 * Returns how many rows went (0 when nothing was due).
 */
export async function trimAudienceMinutes(deps: Deps): Promise<number> {
  const nowMinute = Math.floor(deps.clock.now().getTime() / 60_000);
  const cutoff = nowMinute - RAW_MINUTES_RETENTION_DAYS * 24 * 60;
  let deleted = 0;
  for (let id = await nextAccount(deps, null); id; id = await nextAccount(deps, id)) {
    const account = await deps.db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    for (;;) {
      const n = await deleteBatch(deps, id, account ? cutoff : null);
      deleted += n;
      if (n < RETENTION_BATCH) break;
      await yieldToLoop();
    }
  }
  return deleted;
}

/** Runs the trim every RETENTION_SWEEP_MS on the injected clock; returns the function that stops it. */
export function startAudienceRetention(app: AppServices): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    cancel = app.clock.setTimeout(() => {
      trimAudienceMinutes(app)
        .then((n) => {
          if (n > 0) app.logger.info({ deleted: n }, 'trimmed raw audience minutes');
        })
        .catch((err: unknown) => app.logger.warn({ err }, 'audience minute trim failed'))
        .finally(schedule);
    }, RETENTION_SWEEP_MS);
  };
  schedule();
  return () => {
    stopped = true;
    cancel?.();
  };
}
