import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services.js';

/**
 * Raw audience minutes are kept 35 days, then trimmed; the hourly and daily rollups the page reads
 * are never trimmed. 35 days = a month of minute detail (28-31 days) plus the player's one-week
 * offline outbox: a minute can still arrive (or be resent) up to a week late, and a resend must find
 * its stored minute so the merge adds only what changed instead of counting it twice.
 */
export const RAW_MINUTES_RETENTION_DAYS = 35;
/** How often the trim runs; a day's minutes for 1,000 screens are 1.44M rows, so hourly batches stay small. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
/** Rows per DELETE statement: short transactions, so ingestion and other writers get in between. */
export const RETENTION_BATCH = 10_000;

type Deps = Pick<AppServices, 'db' | 'clock'>;

/** Deletes one batch of an account's minutes before the cutoff (via its (account_id, minute) index). */
async function deleteBatch(deps: Deps, accountId: string, cutoff: number): Promise<number> {
  const victims = deps.db
    .selectFrom('audience_minutes')
    .select(['device_id', 'minute'])
    .where('account_id', '=', accountId)
    .where('minute', '<', cutoff)
    .limit(RETENTION_BATCH);
  const result = await deps.db
    .deleteFrom('audience_minutes')
    .where(sql<boolean>`(device_id, minute) in (${victims})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes raw minutes older than the retention window, account by account and batch by batch,
 * yielding to the event loop between statements. Returns how many rows went (0 when nothing was due).
 */
export async function trimAudienceMinutes(deps: Deps): Promise<number> {
  const nowMinute = Math.floor(deps.clock.now().getTime() / 60_000);
  const cutoff = nowMinute - RAW_MINUTES_RETENTION_DAYS * 24 * 60;
  const accounts = await deps.db.selectFrom('accounts').select('id').execute();
  let deleted = 0;
  for (const { id } of accounts) {
    for (;;) {
      const n = await deleteBatch(deps, id, cutoff);
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
